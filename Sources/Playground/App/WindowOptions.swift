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
    /// The layers shown at start (`--no-hud`, `--no-indicators`,
    /// `--overlays`, `--timeline`, `--show-help`; keys toggle them).
    var layers = FrameModel.Layers()
    /// Behaviors of 2–4 side-by-side lanes (empty: one lane with `behaviorName`).
    var laneBehaviors: [String] = []
    /// Where to save a PNG of the last frame when the window closes.
    var screenshotPath: String?
    /// Directory for screenshots taken with C / F12.
    var screenshotDirectory: String = "."
    /// A scenario's raw events (engine seconds) fed into the live window.
    var replayEvents: [TimedInputEvent] = []
    /// A scenario's lane-targeted events and setup switches (preset, axis,
    /// deceleration, lanes; applied between ticks as their keys would be),
    /// beside `replayEvents` (so a captured session replays as it was played).
    var replayItems: [ScenarioStreamItem] = []
    /// The engine clock's speed at start (slow motion).
    var speed: PlaybackSpeed = .normal
    /// Whether offsets count the leading inset (seed 003's iOS 13 vs 14).
    var convention: OffsetConvention = .swiftUI
    /// The `--behavior-file`s, compiled and hosted (lanes name them by file name).
    var behaviorFiles = BehaviorFileSet()
    /// `run --capture FILE`: write the session as a scenario file (replayable and checkable by qa).
    var capturePath: String?
    /// The appearance content is drawn in at start (`--appearance`; M toggles).
    var appearance: Appearance = .light
    /// The device whose outline is drawn over each lane (`--device` with `--frame`).
    var deviceFrame: Device?
    /// The device's safe area (`--device`, or a replayed capture's
    /// `safe-area`): added to every preset's content insets on the scrolling
    /// axes, after P and A too.
    var safeArea: EdgeInsets = .zero
}
