import ScrollKitCore
import PlaygroundMedia
import UserCodeHost

/// A validated `playground record` invocation: what to run, what to write
/// and how frames look. `RecordCommand` builds it from the command line;
/// `Recorder` carries it out.
package struct RecordRequest: Sendable {
    /// What the output file holds.
    package enum Output: Hashable, Sendable {
        /// The whole run as an animated GIF.
        case gif
        /// The whole run as a video through ffmpeg (MP4, WebM, APNG, WebP):
        /// the same frames as the GIF, at a constant frame rate.
        case video(VideoFormat)
        /// One frame as a PNG: the last tick at or before `at` seconds.
        case png(at: Double)
        /// Every `every`th tick tiled on a PNG sheet, `columns` per row (nil:
        /// roughly landscape), frames reduced `downscale` times (nil: to at
        /// most `FilmstripLayout.preferredFrameWidth` pixels).
        case filmstrip(every: Int, columns: Int?, downscale: Int?)
    }

    /// The scenario: a path, or the name of a bundled scenario.
    package var scenario: String
    /// The file to write (`.gif`, `.png`, or a video: `.mp4`, `.webm`, `.apng`, `.webp`).
    package var outputPath: String
    package var output: Output
    /// Frames per second: 1…50 for a GIF, 1…120 for a video.
    package var framesPerSecond = 30
    /// Replaces the scenario's window (each lane's container), logical pixels.
    package var window: Size?
    /// One entry per lane: a behavior name, or nil for the scenario's own.
    package var behaviors: [String?] = [nil]
    /// The `--behavior-file`s, loaded; a lane whose name is one of theirs runs it.
    package var behaviorFiles: [HostedScrollTargetBehavior] = []
    /// The `--view-file` scene that replaces the scenario's preset, if any.
    package var viewScene: ViewFileScene?
    package var display = RecordingDisplay()
    /// Run at least until this time, seconds.
    package var until: Double?

    /// The longest time a recording may be asked to cover, seconds.
    package static let maximumSeconds = 3600.0

    /// The memberwise initializer, for the modules above this one.
    package init(scenario: String, outputPath: String, output: Output, framesPerSecond: Int = 30, window: Size? = nil, behaviors: [String?] = [nil], behaviorFiles: [HostedScrollTargetBehavior] = [], viewScene: ViewFileScene? = nil, display: RecordingDisplay = RecordingDisplay(), until: Double? = nil) {
        self.scenario = scenario
        self.outputPath = outputPath
        self.output = output
        self.framesPerSecond = framesPerSecond
        self.window = window
        self.behaviors = behaviors
        self.behaviorFiles = behaviorFiles
        self.viewScene = viewScene
        self.display = display
        self.until = until
    }
}
