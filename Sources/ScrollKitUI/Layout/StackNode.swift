/// `HStack` / `VStack`: SwiftUI's stack layout.
///
/// Sizing for a proposal of length L along the axis: the spacing is taken
/// off first; then children are offered space in groups of descending
/// `layoutPriority`, each group after reserving the minimum sizes of the
/// groups below it; within a group the least flexible child (maximum size −
/// minimum size, asked with 0 and ∞) goes first and is offered an equal
/// share of what is left, and what it takes is subtracted. With an
/// unspecified length every child gets an unspecified proposal (its ideal
/// size). The cross size is the largest child's; children sit across the
/// axis at `alignment`.
///
/// Spacing: `spacing`, or SwiftUI's default of 8 points between two views
/// and 0 next to a `Spacer` (a spacer's own minimum length keeps them apart).
final class StackNode: LayoutNode {
    let axis: Axis
    /// Cross-axis alignment as a fraction of the room left over (0 leading/top).
    let alignment: CGFloat
    let spacing: CGFloat?
    let children: [LayoutNode]
    /// `.scrollTargetLayout()`: each child's frame is a scroll target.
    var isScrollTargetLayout = false

    /// SwiftUI's default spacing between two views.
    static let defaultSpacing: CGFloat = 8

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children.filter { !($0 is EmptyNode) }
    }

    /// The space after child `i` (before child `i + 1`).
    func gap(after i: Int) -> CGFloat {
        if let spacing { return spacing }
        return children[i].isSpacer || children[i + 1].isSpacer ? 0 : StackNode.defaultSpacing
    }

    /// The spacing between all children: fixed once the node is made
    /// (the children and whether each is a spacer do not change).
    private lazy var totalSpacing: CGFloat =
        children.count < 2 ? 0 : (0..<(children.count - 1)).reduce(0) { $0 + gap(after: $1) }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let sizes = childSizes(p, env)
        let main = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        let cross = sizes.map { $0[axis.cross] }.max() ?? 0
        return CGSize(main: main, cross: cross, axis: axis)
    }

    /// The last answer of `childSizes` and its key: placing asks again for
    /// the proposal the stack was just sized for. The answer depends only
    /// on the proposal and container (the children's sizes are memoised on
    /// those), so the kept one is the one computing would give.
    private var lastChildSizes: (key: SizeKey, sizes: [CGSize])?

    /// Each child's size for proposal `p`, by the algorithm above.
    func childSizes(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> [CGSize] {
        let key = SizeKey(p, env.container)
        if let last = lastChildSizes, last.key == key { return last.sizes }
        let sizes = computeChildSizes(p, env)
        lastChildSizes = (key, sizes)
        return sizes
    }

    private func computeChildSizes(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> [CGSize] {
        let cross = p[axis.cross]
        guard let length = p[axis] else {
            return children.map { $0.size(ProposedViewSize(main: nil, cross: cross, axis: axis), env) }
        }
        let minimum = children.map { $0.size(ProposedViewSize(main: 0, cross: cross, axis: axis), env)[axis] }
        let flexibility = children.indices.map {
            children[$0].size(ProposedViewSize(main: .infinity, cross: cross, axis: axis), env)[axis] - minimum[$0]
        }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var remaining = length - totalSpacing
        // One priority (the usual case): every child is in the group and
        // none below reserves anything (x - 0 is x), so no set, filters or
        // sums to build.
        let uniform = !children.isEmpty && children.allSatisfy { $0.layoutPriority == children[0].layoutPriority }
        let priorities = uniform ? [children[0].layoutPriority] : Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = (uniform ? Array(children.indices) : children.indices.filter { children[$0].layoutPriority == priority })
                .sorted { flexibility[$0] < flexibility[$1] || flexibility[$0] == flexibility[$1] && $0 < $1 }
            let reserved: CGFloat = uniform ? 0 : children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
            var left = remaining - reserved
            var count = CGFloat(group.count)
            for i in group {
                let offer = Swift.max(0, left / count)
                sizes[i] = children[i].size(ProposedViewSize(main: offer, cross: cross, axis: axis), env)
                left -= sizes[i][axis]
                remaining -= sizes[i][axis]
                count -= 1
            }
        }
        return sizes
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let sizes = childSizes(ProposedViewSize(frame.size), env)
        var position = frame.origin[axis]
        for (i, child) in children.enumerated() {
            let s = sizes[i]
            var origin = CGPoint.zero
            origin[axis] = position
            origin[axis.cross] = frame.origin[axis.cross] + (frame.size[axis.cross] - s[axis.cross]) * alignment
            let childFrame = CGRect(origin: origin, size: s)
            if isScrollTargetLayout { out.recordTarget(childFrame, contentOrigin: env.contentOrigin) }
            if let id = child.viewID {
                out.recordIdentified(first: childFrame, step: .zero, count: 1, isTarget: isScrollTargetLayout, contentOrigin: env.contentOrigin) { _ in id }
            }
            child.place(in: childFrame, env, out)
            position += s[axis] + (i + 1 < children.count ? gap(after: i) : 0)
        }
    }
}
