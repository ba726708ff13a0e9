/// `LazyHStack` / `LazyVStack`: rows built only where they can be seen.
///
/// As in SwiftUI a lazy stack does not share out space: every row is
/// offered an unspecified length along the axis (its ideal length) and the
/// stack's proposal across it; the stack fills the proposed cross size
/// (unlike an eager stack, which hugs its widest child). To know its length
/// without building every row it builds the first and assumes each row not
/// yet built is as long (SwiftUI estimates too): rows of one size, the
/// usual case, are placed exactly; rows of varying sizes are placed at the
/// estimated positions. Default spacing is 8 points.
final class LazyStackNode: LayoutNode {
    let axis: Axis
    let alignment: CGFloat
    let spacing: CGFloat
    let sources: [ChildSource]
    /// Where each source's rows start in the flat row numbering.
    private let starts: [Int]
    /// The number of rows.
    let count: Int
    /// Rows built so far in this pass, by flat index.
    private var built: [Int: LayoutNode] = [:]
    /// `.scrollTargetLayout()`: each row's frame is a scroll target.
    var isScrollTargetLayout = false

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, sources: [ChildSource]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? StackNode.defaultSpacing
        self.sources = sources
        var starts: [Int] = []
        var n = 0
        for s in sources {
            starts.append(n)
            n += s.count
        }
        self.starts = starts
        count = n
    }

    /// Row `index`, built on first use.
    func row(_ index: Int) -> LayoutNode {
        if let node = built[index] { return node }
        var s = starts.count - 1
        while starts[s] > index { s -= 1 }
        let node: LayoutNode
        switch sources[s] {
        case .node(let n): node = n
        case .lazy(_, let make): node = make(index - starts[s])
        }
        built[index] = node
        return node
    }

    /// The number of rows built so far.
    var builtCount: Int { built.count }

    private func rowProposal(_ cross: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(main: nil, cross: cross, axis: axis)
    }

    /// The estimated length of a row (the first row's), 0 without rows.
    private func estimate(_ cross: CGFloat?, _ env: LayoutEnvironment) -> CGFloat {
        count == 0 ? 0 : row(0).size(rowProposal(cross), env)[axis]
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        guard count > 0 else { return CGSize(main: 0, cross: p[axis.cross] ?? 0, axis: axis) }
        let first = row(0).size(rowProposal(p[axis.cross]), env)
        let main = CGFloat(count) * first[axis] + CGFloat(count - 1) * spacing
        return CGSize(main: main, cross: p[axis.cross] ?? first[axis.cross], axis: axis)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        guard count > 0 else { return }
        let cross = frame.size[axis.cross]
        let pitch = estimate(cross, env) + spacing
        let start = frame.origin[axis]
        if isScrollTargetLayout {
            // Every row is a target, at its estimated place, built or not.
            let first = row(0).size(rowProposal(cross), env)
            var origin = frame.origin
            origin[axis.cross] += (cross - first[axis.cross]) * alignment
            for i in 0..<count {
                origin[axis] = start + CGFloat(i) * pitch
                out.recordTarget(CGRect(origin: origin, size: first), contentOrigin: env.contentOrigin)
            }
        }
        recordIdentifiedRows(frame, pitch: pitch, env, out)
        let visible = env.visible
        let lo = visible.origin[axis] - start
        let hi = lo + visible.size[axis]
        guard pitch > 0, hi >= 0 else {
            // Rows of no length are all visible at once: draw a bounded number.
            if pitch <= 0 { placeRows(0..<Swift.min(count, 4096), pitch: pitch, frame: frame, env, out) }
            return
        }
        let first = Swift.max(0, Int((lo / pitch).rounded(.down)))
        let last = Swift.min(count, Int((hi / pitch).rounded(.up)) + 1)
        if first < last { placeRows(first..<last, pitch: pitch, frame: frame, env, out) }
    }

    private func placeRows(_ rows: Range<Int>, pitch: CGFloat, frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let cross = frame.size[axis.cross]
        for i in rows {
            let node = row(i)
            let s = node.size(rowProposal(cross), env)
            var origin = CGPoint.zero
            origin[axis] = frame.origin[axis] + CGFloat(i) * pitch
            origin[axis.cross] = frame.origin[axis.cross] + (cross - s[axis.cross]) * alignment
            node.place(in: CGRect(origin: origin, size: s), env, out)
        }
    }
}

extension LazyStackNode {
    /// Every row as one identified run at the estimated places (ids come
    /// from building a row only when a scroll callback or request asks).
    func recordIdentifiedRows(_ frame: CGRect, pitch: CGFloat, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        guard !out.openScrollViews.isEmpty else { return }
        let cross = frame.size[axis.cross]
        let first = row(0).size(ProposedViewSize(main: nil, cross: cross, axis: axis), env)
        var origin = frame.origin
        origin[axis.cross] += (cross - first[axis.cross]) * alignment
        var step = CGSize.zero
        step[axis] = pitch
        out.recordIdentified(
            first: CGRect(origin: origin, size: first), step: step, count: count, isTarget: isScrollTargetLayout,
            contentOrigin: env.contentOrigin
        ) { [self] i in row(i).viewID }
    }
}
