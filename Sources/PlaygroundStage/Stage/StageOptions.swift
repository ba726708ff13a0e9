import ScrollKitCore
import UserCodeHost
import PlaygroundRender

/// What a stage starts with: the setup (preset, items, axes, deceleration,
/// offset convention, safe area), the lanes (behaviors and container size),
/// the layers and look, the clock's speed, and the behavior and view files.
/// The window builds it from its command-line options
/// (`WindowOptions.stage`); nothing here is about SDL or the window.
package struct StageOptions {
    package var preset: Preset
    /// The behavior of the one lane when `laneBehaviors` is empty.
    package var behaviorName: String
    package var axes: Axes
    package var itemCount: Int
    /// Every lane's scroll container, logical pixels.
    package var containerSize: Size
    package var deceleration: DecelerationRate
    /// The layers shown at start.
    package var layers = FrameModel.Layers()
    /// Behaviors of 2–4 side-by-side lanes (empty: one lane with `behaviorName`).
    package var laneBehaviors: [String] = []
    /// The engine clock's speed at start (slow motion).
    package var speed: PlaybackSpeed = .normal
    /// Whether offsets count the leading inset (seed 003's iOS 13 vs 14).
    package var convention: OffsetConvention = .swiftUI
    /// The behavior files: asked for a lane's behavior before the catalog.
    package var behaviorFiles = BehaviorFileSet()
    /// A view file's scene (nil without one).
    package var viewScene: ViewFileScene?
    /// The appearance content is drawn in at start.
    package var appearance: Appearance = .light
    /// The device whose outline is drawn over each lane.
    package var deviceFrame: Device?
    /// A device's safe area, added to every preset's content insets on the
    /// scrolling axes, after preset and axis switches too.
    package var safeArea: EdgeInsets = .zero

    package init(
        preset: Preset, behaviorName: String, axes: Axes, itemCount: Int, containerSize: Size,
        deceleration: DecelerationRate
    ) {
        self.preset = preset
        self.behaviorName = behaviorName
        self.axes = axes
        self.itemCount = itemCount
        self.containerSize = containerSize
        self.deceleration = deceleration
    }
}
