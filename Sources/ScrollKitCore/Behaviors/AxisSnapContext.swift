/// One axis of a behavior call, sanitised: what every built-in behavior needs
/// to snap the target on that axis. Seed 004's behaviors do not use it (they
/// compute exactly what the article's code computes, flaws included).
///
/// Invariants: `containerLength` > 0 and finite; `maxOffset` ≥ 0 and finite;
/// `original` and `proposed` lie in [0, `maxOffset`]; `velocity` is finite.
struct AxisSnapContext {
    let axis: Axis
    /// L: the container's length on the axis, px.
    let containerLength: Double
    /// M = max(0, content − container), px.
    let maxOffset: Double
    /// Where the gesture began, clamped to [0, M], px.
    let original: Double
    /// Where the motion would naturally rest, clamped to [0, M], px.
    let proposed: Double
    /// The release velocity on the axis, px/s (0 when not finite).
    let velocity: Double
    /// Where the content was when the gesture ended, clamped to [0, M], px
    /// (`context.releaseOffset`; `original` when the context has none).
    let release: Double

    /// Nil when the container has no usable length on `axis` or the content
    /// size is not finite: nothing can be snapped, the target stays as it is.
    init?(target: ScrollTarget, context: ScrollTargetBehaviorContext, axis: Axis) {
        let length = context.containerSize[axis]
        let content = context.contentSize[axis]
        guard length.isFinite, length > 0, content.isFinite else { return nil }
        self.axis = axis
        containerLength = length
        maxOffset = Swift.max(0, content - length)
        let rawOriginal = context.originalTarget.offset(in: context.containerSize)[axis]
        let rawProposed = target.offset(in: context.containerSize)[axis]
        // A missing (non-finite) value falls back on the other one, then on 0.
        let o = rawOriginal.isFinite ? rawOriginal : (rawProposed.isFinite ? rawProposed : 0)
        let p = rawProposed.isFinite ? rawProposed : o
        original = Swift.min(Swift.max(o, 0), maxOffset)
        proposed = Swift.min(Swift.max(p, 0), maxOffset)
        let v = context.velocity[axis]
        velocity = v.isFinite ? v : 0
        let rawRelease = context.releaseOffset?[axis] ?? original
        release = rawRelease.isFinite ? Swift.min(Swift.max(rawRelease, 0), maxOffset) : original
    }

    /// The page boundaries of a container of length L: 0, L, 2L, …, M.
    var pageGrid: PageGrid { PageGrid(pageLength: containerLength, maxOffset: maxOffset) }
}
