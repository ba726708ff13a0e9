import ScrollKitCore
import PlaygroundStage
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The validated options of `playground run`.
package struct WindowOptions {
    package var preset: Preset
    package var behaviorName: String
    package var axes: Axes
    package var itemCount: Int
    /// Logical pixels.
    package var windowSize: Size
    package var deceleration: DecelerationRate
    /// Extra drawing scale (1, 2 or 3).
    package var scale: Double
    var replayPath: String?
    var recordPath: String?
    package var tracePath: String?
    /// Seconds after which the window closes by itself.
    var exitAfter: Double?
    package var videoDriver: DisplayEnvironment.Driver?
    /// The layers shown at start (`--no-hud`, `--no-indicators`,
    /// `--overlays`, `--timeline`, `--show-help`; keys toggle them).
    package var layers = FrameModel.Layers()
    /// Behaviors of 2–4 side-by-side lanes (empty: one lane with `behaviorName`).
    package var laneBehaviors: [String] = []
    /// Where to save a PNG of the last frame when the window closes.
    var screenshotPath: String?
    /// Directory for screenshots taken with C / F12.
    package var screenshotDirectory: String = "."
    /// A scenario's raw events (engine seconds) fed into the live window.
    package var replayEvents: [TimedInputEvent] = []
    /// A scenario's lane-targeted events and setup switches (preset, axis,
    /// deceleration, lanes; applied between ticks as their keys would be),
    /// beside `replayEvents` (so a captured session replays as it was played).
    package var replayItems: [ScenarioStreamItem] = []
    /// The engine clock's speed at start (slow motion).
    package var speed: PlaybackSpeed = .normal
    /// Whether offsets count the leading inset (seed 003's iOS 13 vs 14).
    package var convention: OffsetConvention = .swiftUI
    /// The `--behavior-file`s, compiled and hosted (lanes name them by file name).
    package var behaviorFiles = BehaviorFileSet()
    /// The `--view-file` scene, watched for saves (nil without one).
    package var viewScene: ViewFileScene?
    /// `run --capture FILE`: write the session as a scenario file (replayable and checkable by qa).
    package var capturePath: String?
    /// The appearance content is drawn in at start (`--appearance`; M toggles).
    package var appearance: Appearance = .light
    /// The device whose outline is drawn over each lane (`--device` with `--frame`).
    package var deviceFrame: Device?
    /// The device's safe area (`--device`, or a replayed capture's
    /// `safe-area`): added to every preset's content insets on the scrolling
    /// axes, after P and A too.
    package var safeArea: EdgeInsets = .zero

    /// The memberwise initializer, for the modules above this one.
    package init(preset: Preset, behaviorName: String, axes: Axes, itemCount: Int, windowSize: Size, deceleration: DecelerationRate, scale: Double, replayPath: String? = nil, recordPath: String? = nil, tracePath: String? = nil, exitAfter: Double? = nil, videoDriver: DisplayEnvironment.Driver? = nil, layers: FrameModel.Layers = FrameModel.Layers(), laneBehaviors: [String] = [], screenshotPath: String? = nil, screenshotDirectory: String = ".", replayEvents: [TimedInputEvent] = [], replayItems: [ScenarioStreamItem] = [], speed: PlaybackSpeed = .normal, convention: OffsetConvention = .swiftUI, behaviorFiles: BehaviorFileSet = BehaviorFileSet(), viewScene: ViewFileScene? = nil, capturePath: String? = nil, appearance: Appearance = .light, deviceFrame: Device? = nil, safeArea: EdgeInsets = .zero) {
        self.preset = preset
        self.behaviorName = behaviorName
        self.axes = axes
        self.itemCount = itemCount
        self.windowSize = windowSize
        self.deceleration = deceleration
        self.scale = scale
        self.replayPath = replayPath
        self.recordPath = recordPath
        self.tracePath = tracePath
        self.exitAfter = exitAfter
        self.videoDriver = videoDriver
        self.layers = layers
        self.laneBehaviors = laneBehaviors
        self.screenshotPath = screenshotPath
        self.screenshotDirectory = screenshotDirectory
        self.replayEvents = replayEvents
        self.replayItems = replayItems
        self.speed = speed
        self.convention = convention
        self.behaviorFiles = behaviorFiles
        self.viewScene = viewScene
        self.capturePath = capturePath
        self.appearance = appearance
        self.deviceFrame = deviceFrame
        self.safeArea = safeArea
    }
}
