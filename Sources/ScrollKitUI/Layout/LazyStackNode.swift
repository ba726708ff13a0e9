/// `LazyHStack` / `LazyVStack`: rows built only where they can be seen.
///
/// As in SwiftUI a lazy stack does not share out space: every row is
/// offered an unspecified length along the axis (its ideal length) and the
/// stack's proposal across it; the stack fills the proposed cross size
/// (unlike an eager stack, which hugs its widest child). To know its length
/// without building every row it builds the first row of each run (a
/// `ForEach`'s rows are one run; each other view, such as a section's
/// header, is a run of its own) and assumes each row of the run not yet
/// built is as long (SwiftUI estimates too): runs of rows of one size, the
/// usual case, are placed exactly; rows of varying sizes within a run are
/// placed at the estimated positions. Default spacing is 8 points.
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
    /// Rows kept from earlier layouts (`LazyRowCache`); nil: none.
    var rowCache: LazyRowSlot?
    /// `pinnedViews:`: the sections' headers and footers to pin (`SectionPinning`).
    var pinnedViews: PinnedScrollableViews = []

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
        case .lazy(_, let make):
            let local = index - starts[s]
            node = rowCache?.row(index) { make(local) } ?? make(local)
        }
        built[index] = node
        return node
    }

    /// The number of rows built so far.
    var builtCount: Int { built.count }

    private func rowProposal(_ cross: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(main: nil, cross: cross, axis: axis)
    }

    /// One run of rows as placed: where its first row starts along the
    /// axis (from the stack's origin), the size of its first row (every row
    /// of the run is assumed as long), the distance from one row to the
    /// next (length + spacing), its first flat index and its row count.
    struct Run {
        var start: CGFloat
        var first: CGSize
        var pitch: CGFloat
        var index: Int
        var count: Int
    }

    /// The runs (empty ones left out) for a cross size `cross`.
    func runs(_ cross: CGFloat?, _ env: LayoutEnvironment) -> [Run] {
        var out: [Run] = []
        var start: CGFloat = 0
        for (s, source) in sources.enumerated() where source.count > 0 {
            let first = row(starts[s]).size(rowProposal(cross), env)
            let pitch = first[axis] + spacing
            out.append(Run(start: start, first: first, pitch: pitch, index: starts[s], count: source.count))
            start += CGFloat(source.count) * pitch
        }
        return out
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        guard count > 0 else { return CGSize(main: 0, cross: p[axis.cross] ?? 0, axis: axis) }
        let runs = runs(p[axis.cross], env)
        let last = runs[runs.count - 1]
        let main = last.start + CGFloat(last.count) * last.pitch - spacing
        return CGSize(main: main, cross: p[axis.cross] ?? runs[0].first[axis.cross], axis: axis)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        guard count > 0 else { return }
        let cross = frame.size[axis.cross]
        let runs = runs(cross, env)
        if isScrollTargetLayout {
            // Every row is a target, at its estimated place, built or not.
            for run in runs {
                var origin = frame.origin
                origin[axis.cross] += (cross - run.first[axis.cross]) * alignment
                for i in 0..<run.count {
                    origin[axis] = frame.origin[axis] + run.start + CGFloat(i) * run.pitch
                    out.recordTarget(CGRect(origin: origin, size: run.first), contentOrigin: env.contentOrigin)
                }
            }
        }
        recordIdentifiedRows(frame, runs: runs, env, out)
        var rows = visibleRows(frame, runs: runs, env)
        guard let pinning = pinning(env) else {
            // Sections inside belong to this stack, which pins nothing.
            var plain = env
            plain.pinning = nil
            for (r, i) in rows { placeRow(i, of: runs[r], frame: frame, plain, out) }
            return
        }
        // Pinned headers and footers of the sections on screen are placed
        // even when their own place has scrolled out of sight.
        let sections = sectionExtents(frame, runs: runs)
        var inner = env
        inner.pinning = pinning
        rows = (rows + sections.filter { $0.extent.overlaps(pinning.band) }.map { runRow($0.row, runs) })
            .reduce(into: [(Int, Int)]()) { list, row in if !list.contains(where: { $0 == row }) { list.append(row) } }
            .sorted { runs[$0.0].index + $0.1 < runs[$1.0].index + $1.1 }
        for (r, i) in rows {
            let flat = runs[r].index + i
            let start = frame.origin[axis] + runs[r].start + CGFloat(i) * runs[r].pitch
            let length = row(flat).size(rowProposal(frame.size[axis.cross]), env)[axis]
            pinning.section = sections.first { $0.row == flat }?.extent ?? start...(start + length)
            placeRow(i, of: runs[r], frame: frame, inner, out)
        }
        pinning.drawPinned(out)
    }

    /// The rows that meet the visible area plus one past its end, as
    /// (run, row within the run) in order.
    private func visibleRows(_ frame: CGRect, runs: [Run], _ env: LayoutEnvironment) -> [(Int, Int)] {
        var rows: [(Int, Int)] = []
        let visible = env.visible
        for (r, run) in runs.enumerated() {
            let lo = visible.origin[axis] - frame.origin[axis] - run.start
            let hi = lo + visible.size[axis]
            guard run.pitch > 0, hi >= 0 else {
                // Rows of no length are all visible at once: draw a bounded number.
                if run.pitch <= 0 { rows += (0..<Swift.min(run.count, 4096)).map { (r, $0) } }
                continue
            }
            let first = Swift.max(0, Int((lo / run.pitch).rounded(.down)))
            let last = Swift.min(run.count, Int((hi / run.pitch).rounded(.up)) + 1)
            if first < last { rows += (first..<last).map { (r, $0) } }
        }
        return rows
    }

    /// Row `i` of `run` (numbered within the run), at its estimated place.
    private func placeRow(_ i: Int, of run: Run, frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let cross = frame.size[axis.cross]
        let node = row(run.index + i)
        let s = node.size(rowProposal(cross), env)
        var origin = CGPoint.zero
        origin[axis] = frame.origin[axis] + run.start + CGFloat(i) * run.pitch
        origin[axis.cross] = frame.origin[axis.cross] + (cross - s[axis.cross]) * alignment
        node.place(in: CGRect(origin: origin, size: s), env, out)
    }
}

extension LazyStackNode {
    /// Every run as one identified run at the estimated places (ids come
    /// from building a row only when a scroll callback or request asks).
    func recordIdentifiedRows(_ frame: CGRect, runs: [Run], _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        guard !out.openScrollViews.isEmpty else { return }
        let cross = frame.size[axis.cross]
        for run in runs {
            var origin = frame.origin
            origin[axis] += run.start
            origin[axis.cross] += (cross - run.first[axis.cross]) * alignment
            var step = CGSize.zero
            step[axis] = run.pitch
            let index = run.index
            out.recordIdentified(
                first: CGRect(origin: origin, size: run.first), step: step, count: run.count, isTarget: isScrollTargetLayout,
                contentOrigin: env.contentOrigin
            ) { [self] i in row(index + i).viewID }
        }
    }
}
