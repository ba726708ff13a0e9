import ScrollKitCore

/// A validated `playground record` invocation: what to run, what to write
/// and how frames look. `RecordCommand` builds it from the command line;
/// `Recorder` carries it out.
struct RecordRequest: Sendable {
    /// What the output file holds.
    enum Output: Hashable, Sendable {
        /// The whole run as an animated GIF.
        case gif
        /// One frame as a PNG: the last tick at or before `at` seconds.
        case png(at: Double)
        /// Every `every`th tick tiled on a PNG sheet, `columns` per row (nil:
        /// roughly landscape), frames reduced `downscale` times (nil: to at
        /// most `FilmstripLayout.preferredFrameWidth` pixels).
        case filmstrip(every: Int, columns: Int?, downscale: Int?)
    }

    /// The scenario: a path, or the name of a bundled scenario.
    var scenario: String
    /// The file to write (`.gif` or `.png`).
    var outputPath: String
    var output: Output
    /// GIF frames per second, 1…50.
    var framesPerSecond = 30
    /// Replaces the scenario's window (each lane's container), logical pixels.
    var window: Size?
    /// One entry per lane: a behavior name, or nil for the scenario's own.
    var behaviors: [String?] = [nil]
    /// The `--behavior-file`s, loaded; a lane whose name is one of theirs runs it.
    var behaviorFiles: [HostedScrollTargetBehavior] = []
    var display = RecordingDisplay()
    /// Run at least until this time, seconds.
    var until: Double?

    /// The longest time a recording may be asked to cover, seconds.
    static let maximumSeconds = 3600.0
}
