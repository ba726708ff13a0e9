/// `LazyHStack` / `LazyVStack`: rows built only where they can be seen.
///
/// As in SwiftUI a lazy stack does not share out space: every row is
/// offered an unspecified length along the axis (its ideal length) and the
/// stack's proposal across it; the stack fills the proposed cross size
/// (unlike an eager stack, which hugs its widest child). As SwiftUI's, it
/// creates and measures rows as they come into sight: rows it has built
/// (in this layout or an earlier one, `LazyRowSizes`) sit at their
/// measured lengths one after another with the spacing between them; each
/// row not yet built is assumed as long as the first row of its run (a
/// `ForEach`'s rows are one run; each other view, such as a section's
/// header, is a run of its own), so the stack's length changes as rows of
/// other lengths are built (`LazyStackRun`). Default spacing is 8 points.
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
    /// The rows' measured sizes, kept between layouts when the graph keeps them.
    var measured = LazyRowSizes()

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

    typealias Run = LazyStackRun

    /// Run `s` (a source with rows) starting `start` points from the
    /// stack's origin, with what is measured so far; builds its first row.
    private func run(_ s: Int, start: CGFloat, _ cross: CGFloat?, _ env: LayoutEnvironment) -> Run {
        let table = measured.table(cross)
        let first = row(starts[s]).size(rowProposal(cross), env)
        table.record(starts[s], first)
        return Run(axis: axis, start: start, first: first, spacing: spacing, index: starts[s], count: sources[s].count, measured: table)
    }

    /// The runs (empty ones left out) for a cross size `cross`.
    func runs(_ cross: CGFloat?, _ env: LayoutEnvironment) -> [Run] {
        var out: [Run] = []
        var start: CGFloat = 0
        for (s, source) in sources.enumerated() where source.count > 0 {
            let run = run(s, start: start, cross, env)
            out.append(run)
            start += run.total
        }
        return out
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        guard count > 0 else { return CGSize(main: 0, cross: p[axis.cross] ?? 0, axis: axis) }
        let runs = runs(p[axis.cross], env)
        let last = runs[runs.count - 1]
        let main = last.start + last.total - spacing
        return CGSize(main: main, cross: p[axis.cross] ?? runs[0].first[axis.cross], axis: axis)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        guard count > 0 else { return }
        let cross = frame.size[axis.cross]
        // Build the rows in sight first: the places of the rows after them
        // depend on their measured lengths.
        var rows = visibleRows(frame, env)
        let runs = runs(cross, env)
        if isScrollTargetLayout {
            // Every row is a target, at its place (measured or estimated), built or not.
            for run in runs {
                var start = frame.origin[axis] + run.start
                for i in 0..<run.count {
                    let size = run.size(i)
                    var origin = frame.origin
                    origin[axis] = start
                    origin[axis.cross] += (cross - size[axis.cross]) * alignment
                    out.recordTarget(CGRect(origin: origin, size: size), contentOrigin: env.contentOrigin)
                    start += size[axis] + spacing
                }
            }
        }
        recordIdentifiedRows(frame, runs: runs, env, out)
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
            let start = frame.origin[axis] + runs[r].start + runs[r].offset(i)
            let length = row(flat).size(rowProposal(frame.size[axis.cross]), env)[axis]
            pinning.section = sections.first { $0.row == flat }?.extent ?? start...(start + length)
            placeRow(i, of: runs[r], frame: frame, inner, out)
        }
        pinning.drawPinned(out)
    }

    /// The rows that meet the visible area plus one past its end, as
    /// (run, row within the run) in order, built and measured: each run's
    /// first row in sight is found at the places known so far, then the
    /// rows are built one after another from there, each starting where
    /// the one before ends.
    private func visibleRows(_ frame: CGRect, _ env: LayoutEnvironment) -> [(Int, Int)] {
        var rows: [(Int, Int)] = []
        let visible = env.visible
        let cross = frame.size[axis.cross]
        let table = measured.table(cross)
        var start: CGFloat = 0
        var r = 0
        for (s, source) in sources.enumerated() where source.count > 0 {
            defer { r += 1 }
            var run = run(s, start: start, cross, env)
            let lo = visible.origin[axis] - frame.origin[axis] - run.start
            let hi = lo + visible.size[axis]
            guard run.pitch > 0, hi >= 0 else {
                // Rows of no length are all visible at once: draw a bounded number.
                if run.pitch <= 0 { rows += (0..<Swift.min(run.count, 4096)).map { (r, $0) } }
                start += run.total
                continue
            }
            var i = run.firstRow(after: lo)
            var rowStart = run.offset(i)
            // Each row is drawn while the one before it starts in sight:
            // the last one drawn is the first that starts past the end.
            while i < run.count {
                let size = row(run.index + i).size(rowProposal(cross), env)
                table.record(run.index + i, size)
                rows.append((r, i))
                let thisStart = rowStart
                rowStart += size[axis] + spacing
                i += 1
                if thisStart >= hi { break }
            }
            run = Run(axis: axis, start: run.start, first: run.first, spacing: spacing, index: run.index, count: run.count, measured: table)
            start += run.total
        }
        return rows
    }

    /// Row `i` of `run` (numbered within the run), at its place.
    private func placeRow(_ i: Int, of run: Run, frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let cross = frame.size[axis.cross]
        let node = row(run.index + i)
        let s = node.size(rowProposal(cross), env)
        var origin = CGPoint.zero
        origin[axis] = frame.origin[axis] + run.start + run.offset(i)
        origin[axis.cross] = frame.origin[axis.cross] + (cross - s[axis.cross]) * alignment
        node.place(in: CGRect(origin: origin, size: s), env, out)
    }
}

extension LazyStackNode {
    /// Every run as one identified run at the rows' places, measured or
    /// estimated (ids come from building a row only when a scroll callback
    /// or request asks).
    func recordIdentifiedRows(_ frame: CGRect, runs: [Run], _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        guard !out.openScrollViews.isEmpty else { return }
        let cross = frame.size[axis.cross]
        let (axis, alignment) = (axis, alignment)
        for run in runs {
            var origin = frame.origin
            origin[axis] += run.start
            origin[axis.cross] += (cross - run.first[axis.cross]) * alignment
            var step = CGSize.zero
            step[axis] = run.pitch
            let index = run.index
            let base = frame.origin
            out.recordIdentified(
                first: CGRect(origin: origin, size: run.first), step: step, count: run.count, isTarget: isScrollTargetLayout,
                contentOrigin: env.contentOrigin,
                frames: { i in
                    let size = run.size(i)
                    var o = base
                    o[axis] += run.start + run.offset(i)
                    o[axis.cross] += (cross - size[axis.cross]) * alignment
                    return CGRect(origin: o, size: size)
                }
            ) { [self] i in row(index + i).viewID }
        }
    }
}
