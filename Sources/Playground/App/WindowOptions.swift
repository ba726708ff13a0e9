import ScrollKitCore

/// The validated options of `playground run`.
struct WindowOptions {
    var preset: Preset
    var behaviorName: String
    var axes: Axes
    var itemCount: Int
    /// Logical pixels.
    var windowSize: Size
    var deceleration: DecelerationRate
    /// Extra drawing scale (1, 2 or 3).
    var scale: Double
    var replayPath: String?
    var recordPath: String?
    var tracePath: String?
    /// Seconds after which the window closes by itself.
    var exitAfter: Double?
    var videoDriver: DisplayEnvironment.Driver?
    var showsHUD: Bool
    var showsIndicators: Bool
}
