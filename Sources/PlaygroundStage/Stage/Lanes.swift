import ScrollKitCore
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The window's 1–4 lanes at the head of time: each lane's engine (and the
/// behavior name read from it), the container size every lane gets, the
/// selected lane (the HUD's and the behavior keys'), and where a pointer
/// gesture belongs. `Stage` steps the engines and keeps their
/// history (`TimeTravel`); everything about which lane is where lives here.
///
/// Invariants: 1…`LaneLayout.maximumCount` engines; `selected` is a valid
/// lane; a lane's name is its engine's behavior's (never stored apart, so a
/// preset or behavior switch cannot leave a stale name); a pointer gesture
/// stays with the lane it went down in until it goes up.
package struct Lanes {
    /// The lanes' engines at the head, left to right.
    package var engines: [ScrollEngine] {
        didSet { selected = Swift.min(selected, Swift.max(0, engines.count - 1)) }
    }
    /// The behavior of each lane, left to right, read from its engine
    /// (`ScrollEngine.behavior.name`): a switch shows here at once (the
    /// engine holds the new behavior), in the engine's records from the
    /// tick that delivers it.
    package var behaviors: [String] { engines.map(\.behavior.name) }
    /// Every lane's scroll container, logical pixels: each lane gets the
    /// whole size (`--window`), and the window grows to hold them.
    package var size: Size
    /// The lane that the HUD describes and behavior keys change.
    package var selected = 0 {
        didSet { selected = Swift.min(Swift.max(selected, 0), Swift.max(0, engines.count - 1)) }
    }
    /// The lane a pointer went down in (its events go to every lane,
    /// relative to that lane's origin).
    private var pointerLane: Int?

    /// - Parameter engines: 1–4, left to right, each already sized `size`
    ///   (empty only while `Stage.init` builds them).
    package init(engines: [ScrollEngine], size: Size) {
        self.engines = engines
        self.size = size
    }

    package var count: Int { engines.count }
    /// The selected lane's behavior.
    var selectedBehavior: String { engines[Swift.min(selected, engines.count - 1)].behavior.name }
    /// The window's logical size: `count` lanes of `size` side by side
    /// (`LaneLayout.size`, the rule `record --lanes` follows).
    package var windowSize: Size { LaneLayout.size(container: size, count: count) }
    /// The lanes' frames in the window (logical pixels).
    package var frames: [LaneLayout.Frame] { LaneLayout.frames(count: count, in: Rect(origin: .zero, size: windowSize)) }

    /// A pointer event at window point `point`: the point in the lane the
    /// gesture belongs to (the lane under a press, kept until the release).
    /// A press in another lane selects it when there are several.
    package mutating func route(_ action: PointerAction, at point: Point) -> Point {
        let frames = self.frames
        if action == .down || pointerLane == nil {
            pointerLane = LaneLayout.lane(at: point, in: frames) ?? selected
            if count > 1, action == .down, let lane = pointerLane { selected = lane }
        }
        let origin = frames[Swift.min(pointerLane ?? 0, frames.count - 1)].content.origin
        if action == .up { pointerLane = nil }
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }
}
