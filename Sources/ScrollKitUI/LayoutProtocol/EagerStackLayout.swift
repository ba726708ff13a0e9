/// SwiftUI's eager stack layout along `axis` (`HStack`, `VStack`,
/// `HStackLayout`, `VStackLayout`).
///
/// Sizing for a proposal of length L along the axis: the spacing is taken
/// off first; then subviews are offered space in groups of descending
/// `priority`, each group after reserving the minimum sizes of the groups
/// below it; within a group the least flexible subview (maximum size −
/// minimum size, asked with 0 and ∞) goes first and is offered an equal
/// share of what is left, and what it takes is subtracted. With an
/// unspecified length every subview gets an unspecified proposal (its
/// ideal size). The cross size is the largest subview's; subviews sit
/// across the axis at `alignment`.
///
/// Spacing: `spacing`, or the distance the neighbours' `ViewSpacing`
/// gives (8 points between two views, 0 next to a `Spacer`, whose own
/// minimum length keeps them apart).
struct EagerStackLayout: Layout {
    let axis: Axis
    /// Cross-axis alignment as a fraction of the room left over (0 leading/top).
    let alignment: CGFloat
    let spacing: CGFloat?

    typealias Cache = _StackLayoutCache

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// A stack prefers the standard spacing around itself, whatever its subviews prefer.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// The space after subview `i` (before subview `i + 1`).
    func gap(after i: Int, _ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing }
        return subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
    }

    private func totalSpacing(_ subviews: Subviews, _ cache: inout Cache) -> CGFloat {
        if let known = cache.totalSpacing { return known }
        let total = subviews.count < 2 ? 0 : (subviews.startIndex..<(subviews.endIndex - 1)).reduce(0) { $0 + gap(after: $1, subviews) }
        cache.totalSpacing = total
        return total
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = childSizes(proposal, subviews, &cache)
        let main = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing(subviews, &cache)
        let cross = sizes.map { $0[axis.cross] }.max() ?? 0
        return CGSize(main: main, cross: cross, axis: axis)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let sizes = childSizes(ProposedViewSize(bounds.size), subviews, &cache)
        var position = bounds.origin[axis]
        for (k, i) in subviews.indices.enumerated() {
            let s = sizes[k]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.cross] = bounds.origin[axis.cross] + (bounds.size[axis.cross] - s[axis.cross]) * alignment
            subviews[i].place(in: CGRect(origin: origin, size: s))
            position += s[axis] + (i + 1 < subviews.endIndex ? gap(after: i, subviews) : 0)
        }
    }

    /// Each subview's size for proposal `p`, by the algorithm above.
    private func childSizes(_ p: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> [CGSize] {
        let key = SizeKey(p, subviews.context.env.container)
        if let last = cache.last, last.key == key { return last.sizes }
        let sizes = computeChildSizes(p, subviews, &cache)
        cache.last = (key, sizes)
        return sizes
    }

    private func computeChildSizes(_ p: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> [CGSize] {
        let children = Array(subviews)
        let cross = p[axis.cross]
        guard let length = p[axis] else {
            return children.map { $0.sizeThatFits(ProposedViewSize(main: nil, cross: cross, axis: axis)) }
        }
        let minimum = children.map { $0.sizeThatFits(ProposedViewSize(main: 0, cross: cross, axis: axis))[axis] }
        let flexibility = children.indices.map {
            children[$0].sizeThatFits(ProposedViewSize(main: .infinity, cross: cross, axis: axis))[axis] - minimum[$0]
        }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var remaining = length - totalSpacing(subviews, &cache)
        // One priority (the usual case): every subview is in the group and
        // none below reserves anything (x - 0 is x), so no set, filters or
        // sums to build.
        let uniform = !children.isEmpty && children.allSatisfy { $0.priority == children[0].priority }
        let priorities = uniform ? [children[0].priority] : Set(children.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = (uniform ? Array(children.indices) : children.indices.filter { children[$0].priority == priority })
                .sorted { flexibility[$0] < flexibility[$1] || flexibility[$0] == flexibility[$1] && $0 < $1 }
            let reserved: CGFloat = uniform ? 0 : children.indices.filter { children[$0].priority < priority }.reduce(0) { $0 + minimum[$1] }
            var left = remaining - reserved
            var count = CGFloat(group.count)
            for i in group {
                let offer = Swift.max(0, left / count)
                sizes[i] = children[i].sizeThatFits(ProposedViewSize(main: offer, cross: cross, axis: axis))
                left -= sizes[i][axis]
                remaining -= sizes[i][axis]
                count -= 1
            }
        }
        return sizes
    }
}
