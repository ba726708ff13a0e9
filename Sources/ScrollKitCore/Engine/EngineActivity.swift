/// The engine's activity (Flutter's split of position, activity and
/// simulation): what currently moves the content.
enum EngineActivity: Sendable {
    /// Resting.
    case idle
    /// A pointer is down, not yet past the slop. `caught`: it stopped a
    /// motion in progress (so its release asks the behavior for a target).
    case hold(caught: Bool)
    /// Following a pointer drag.
    case drag(DragState)
    /// Following trackpad deltas.
    case precise(PreciseState)
    /// A simulation runs.
    case motion(Motion)

    /// A drag: the content follows `rawStart + translation`, rubber-banded.
    struct DragState: Sendable {
        /// The unconstrained position when the drag began.
        var rawStart: Point
        /// The translation since the slop point (content px).
        var translation: Vector
    }

    /// A trackpad gesture: the unconstrained position, rubber-banded for display.
    struct PreciseState: Sendable {
        var raw: Point
    }

    var kind: ScrollActivityKind {
        switch self {
        case .idle: return .idle
        case .hold: return .hold
        case .drag: return .drag
        case .precise: return .precise
        case let .motion(m): return m.kind
        }
    }

    var phase: ScrollPhase {
        switch self {
        case .idle: return .idle
        case .hold: return .tracking
        case .drag, .precise: return .interacting
        case let .motion(m):
            switch m.kind {
            case .ballistic, .bounce: return .decelerating
            default: return .animating
            }
        }
    }
}
