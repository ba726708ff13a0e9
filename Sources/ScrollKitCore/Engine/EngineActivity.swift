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
        /// Flutter's drag bookkeeping per axis (threshold, carried
        /// momentum), for a `ScrollPhysicsBehavior`; nil otherwise.
        var flutterX: FlutterDragFilter?
        var flutterY: FlutterDragFilter?
    }

    /// A trackpad gesture: the unconstrained position, rubber-banded for display.
    ///
    /// Between events the content coasts as momentum would from the last
    /// event (`ScrollEngine.coastedRaw(_:at:)`); when an event arrives, the
    /// difference between where the coast had got and where the events put
    /// the content (`blend`) fades out over `ScrollEngine.trackpadBlendTime`,
    /// so the content never jumps.
    struct PreciseState: Sendable {
        /// The unconstrained position the events add up to, px.
        var raw: Point
        /// The coasted position minus `raw` at `blendStart`, px.
        var blend: Vector = .zero
        /// When `blend` was taken (the last event's time), s.
        var blendStart: Double = 0
        /// When the current coast began (the last event's time), s.
        var coastStart: Double = 0
        /// The raw velocity the content coasts with from `coastStart`
        /// (the velocity the gesture's end would report), px/s.
        var coastVelocity: Vector = .zero
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
