import Foundation

/// A container resize: the leading visible item keeps its place.
extension ScrollEngine {
    /// A container resize (a landing in flight counts as arrived at its
    /// target; free momentum stops where it is): keep the leading visible item's leading edge at
    /// the same distance from the container's leading edge (as SwiftUI's
    /// scroll position does on rotation), clamp, ask the behavior with that
    /// offset as both original and proposed target (reason
    /// `.containerResized`), and jump there. A running motion stops; a
    /// running gesture continues from the new position. A "resize" to the
    /// current size does nothing.
    mutating func resize(to size: Size, at time: Double) {
        // SDL repeats size events; only a change counts.
        guard ScrollEngine.sanitized(size) != screenSize else { return }
        // A landing in flight counts as arrived: keep the item it heads for.
        let target = landingTarget
        _ = stopMotion(at: time)
        if let target { position = target }
        let old = position
        let visible = Rect(origin: old, size: storedGeometry.containerSize)
        let axis = configuration.axes.primary
        var anchorItem: Int?
        var distance = Vector.zero
        let range = layout.items(in: visible)
        var i = range.lowerBound
        while i < range.upperBound && i < range.lowerBound + 8 {
            let f = layout.frame(ofItem: i)
            if f.max(axis) > visible.min(axis) && f.min(axis) < visible.max(axis) {
                anchorItem = layout.itemID(at: i)
                distance = f.origin - old
                break
            }
            i += 1
        }
        // The areas a CSS-style behavior is snapped to, per axis, to snap to
        // again after the layout (`SnappedTargetBehavior`).
        let snapper = behavior as? any SnappedTargetBehavior
        var snapped: [(Axis, Int)] = []
        if let snapper, layout.isScrollTargetLayout {
            let o = offset(for: old)
            for a in configuration.axes.members {
                if let index = snapper.snappedTarget(at: o[a], in: layout, axis: a,
                                                     containerLength: storedGeometry.containerSize[a],
                                                     maxOffset: storedGeometry.maxOffset(a)) {
                    snapped.append((a, index))
                }
            }
        }
        let screen = ScrollEngine.sanitized(size)
        layout.relayout(containerSize: screen)
        let container = layout.viewportSize.map(ScrollEngine.sanitized) ?? screen
        screenSize = screen
        storedGeometry.containerSize = container
        storedGeometry.contentSize = ScrollEngine.sanitized(layout.contentSize)
        var kept = old
        if let id = anchorItem, let index = layout.index(ofItemID: id) {
            let f = layout.frame(ofItem: index)
            for a in Axis.allCases where configuration.axes.contains(a) {
                kept[a] = f.origin[a] - distance[a]
            }
        }
        if let snapper, !snapped.isEmpty {
            var o = offset(for: kept)
            for (a, index) in snapped {
                if let p = snapper.alignedOffset(ofTarget: index, in: layout, axis: a,
                                                 containerLength: container[a], maxOffset: storedGeometry.maxOffset(a)) {
                    o[a] = p
                }
            }
            kept = position(forOffset: o)
        }
        if !kept.isFinite { kept = old }
        jumpToResizedTarget(from: kept, at: time)
        switch activity {
        case let .drag(state):
            activity = .drag(.init(rawStart: raw(forDisplay: position) + (-state.translation), translation: state.translation))
        case let .precise(old):
            // Keep coasting on the same momentum curve from the new position.
            var state = EngineActivity.PreciseState(raw: raw(forDisplay: position))
            state.blendStart = time
            state.coastStart = time
            let decay = Foundation.exp(configuration.deceleration.k * max(0, time - old.coastStart))
            state.coastVelocity = old.coastVelocity * decay
            activity = .precise(state)
        case .motion:
            setActivity(.idle, at: time, velocity: .zero)
        case .idle, .hold:
            break
        }
    }
}
