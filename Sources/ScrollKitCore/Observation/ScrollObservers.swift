/// The observers registered on a `ScrollEngine` (seeds 000–003's techniques
/// as an API). Closures are `@Sendable` and immutable, the last seen values
/// are stored here by value: a copy of the engine is a complete snapshot
/// (its observers, if any, are the same closures and fire for the copy too).
struct ScrollObservers: Sendable {
    var offset: [@Sendable (_ old: Point, _ new: Point) -> Void] = []
    var geometry: [GeometryObserver] = []
    var phase: [@Sendable (_ old: ScrollPhase, _ new: ScrollPhase, _ context: ScrollEnginePhaseChangeContext) -> Void] = []
    var end: [@Sendable (_ kind: ScrollEndKind, _ offset: Point) -> Void] = []

    var isEmpty: Bool { offset.isEmpty && geometry.isEmpty && phase.isEmpty && end.isEmpty }
}

/// One `onGeometryChange` registration: the transform, the action and the
/// last transformed value, type-erased.
struct GeometryObserver: Sendable {
    /// The last transformed value.
    var last: any Sendable
    /// Transforms `geometry`, calls the action if the value differs from
    /// `last`, and returns the new value.
    let update: @Sendable (_ geometry: ScrollEngineGeometry, _ last: any Sendable) -> any Sendable

    init<T: Equatable & Sendable>(
        initial geometry: ScrollEngineGeometry,
        transform: @escaping @Sendable (ScrollEngineGeometry) -> T,
        action: @escaping @Sendable (_ old: T, _ new: T) -> Void
    ) {
        last = transform(geometry)
        update = { geometry, last in
            let new = transform(geometry)
            if let old = last as? T, old != new { action(old, new) }
            return new
        }
    }
}

/// A phase change seen during a tick, kept until the tick's observers run.
struct PhaseTransition: Sendable {
    var old: ScrollPhase
    var new: ScrollPhase
    var context: ScrollEnginePhaseChangeContext
}
