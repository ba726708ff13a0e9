/// Observation (seeds 000–003's techniques as an API). Observers run
/// synchronously at the end of `step()`, after the tick's record is made,
/// in registration order: offset, geometry, phase, end.
extension ScrollEngine {
    /// Calls `action(old, new)` on every tick whose content offset differs
    /// from the previous tick's (seed 000's `OffsetObservingScrollView`,
    /// seed 003's `ScrollViewOffset { offset in … }`).
    public mutating func onOffsetChange(_ action: @escaping @Sendable (_ old: Point, _ new: Point) -> Void) {
        observers.offset.append(action)
    }

    /// SwiftUI's `onScrollGeometryChange(for:of:action:)`: calls
    /// `action(old, new)` on the ticks where `transform(geometry)` differs
    /// from its value on the previous tick (the value at registration counts
    /// as the first one; it is not reported).
    public mutating func onGeometryChange<T: Equatable & Sendable>(
        for transform: @escaping @Sendable (ScrollEngineGeometry) -> T,
        action: @escaping @Sendable (_ old: T, _ new: T) -> Void
    ) {
        observers.geometry.append(GeometryObserver(initial: geometry, transform: transform, action: action))
    }

    /// SwiftUI's `onScrollPhaseChange`: calls `action(old, new, context)` for
    /// every phase change, in order, even several within one tick (a press
    /// and release in the same tick reports idle → tracking → idle). The
    /// context holds the geometry and velocity at the change.
    public mutating func onPhaseChange(
        _ action: @escaping @Sendable (_ old: ScrollPhase, _ new: ScrollPhase, _ context: ScrollEnginePhaseChangeContext) -> Void
    ) {
        observers.phase.append(action)
    }

    /// Calls `action(kind, offset)` when an end-of-scroll detector fires:
    /// `.debounce` (seed 002: 0.2 s without an offset change, first value
    /// dropped) and `.phase` (the phase went back to `.idle`). Both can fire
    /// on the same tick; `.debounce` is reported first.
    public mutating func onScrollEnd(_ action: @escaping @Sendable (_ kind: ScrollEndKind, _ offset: Point) -> Void) {
        observers.end.append(action)
    }

    /// Removes every observer.
    public mutating func removeAllObservers() {
        observers = ScrollObservers()
        tickTransitions.removeAll()
    }

    mutating func notifyObservers(oldOffset: Point, record: FrameRecord) {
        let offset = record.offset
        if offset != oldOffset {
            for action in observers.offset { action(oldOffset, offset) }
        }
        if !observers.geometry.isEmpty {
            let g = geometry
            for i in observers.geometry.indices {
                let observer = observers.geometry[i]
                observers.geometry[i].last = observer.update(g, observer.last)
            }
        }
        if !tickTransitions.isEmpty {
            let transitions = tickTransitions
            tickTransitions.removeAll(keepingCapacity: true)
            for t in transitions {
                for action in observers.phase { action(t.old, t.new, t.context) }
            }
        }
        if record.ends.contains(.debounce) {
            for action in observers.end { action(.debounce, offset) }
        }
        if record.ends.contains(.phase) {
            for action in observers.end { action(.phase, offset) }
        }
    }
}
