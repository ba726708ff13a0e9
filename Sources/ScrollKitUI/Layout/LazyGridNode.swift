/// `LazyVGrid` / `LazyHGrid`: views in lines along the scrolling `axis`,
/// each line split into the tracks `GridTracks` gives for the offered cross
/// length. A line is as long as its longest view (each view is offered its
/// track's width and an unspecified length); lines are `spacing` apart (nil:
/// 8). Only the lines meeting the visible rectangle are built; lines not
/// built are assumed as long as the first (as `LazyStackNode` does). The
/// grid is as wide as its tracks, placed in the offered width at
/// `alignment`. A grid holding sections lays them out line by line
/// (`LazyGridNode+Sections.swift`).
final class LazyGridNode: LayoutNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: CGFloat
    let spacing: CGFloat
    let rows: LazyStackNode
    /// The rows that are a section's header or footer (none: every row is a cell).
    let marks: [Int: SectionMarkNode]

    init(axis: Axis, items: [GridItem], alignment: CGFloat, spacing: CGFloat?, sources: [ChildSource]) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing ?? StackNode.defaultSpacing
        rows = LazyStackNode(axis: axis, alignment: 0, spacing: 0, sources: sources)
        marks = Self.markRows(rows)
    }

    func tracks(_ cross: CGFloat?, _ env: LayoutEnvironment) -> GridTracks {
        GridTracks(items: items, length: cross ?? env.container[axis.cross])
    }

    /// The cells of line `line`: the views' indices.
    private func cells(_ line: Int, _ perLine: Int) -> Range<Int> {
        (line * perLine)..<Swift.min(rows.count, (line + 1) * perLine)
    }

    /// The length of line `line` along the axis, building its views.
    private func lineLength(_ line: Int, _ t: GridTracks, _ env: LayoutEnvironment) -> CGFloat {
        cells(line, t.tracks.count).enumerated().map { k, i in
            rows.row(i).size(ProposedViewSize(main: nil, cross: t.tracks[k].length, axis: axis), env)[axis]
        }.max() ?? 0
    }

    private func lineCount(_ perLine: Int) -> Int {
        perLine == 0 ? 0 : (rows.count + perLine - 1) / perLine
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        if !marks.isEmpty { return sectionedSize(p, env) }
        let t = tracks(p[axis.cross], env)
        let lines = lineCount(t.tracks.count)
        guard lines > 0 else { return CGSize(main: 0, cross: t.total, axis: axis) }
        let main = CGFloat(lines) * lineLength(0, t, env) + CGFloat(lines - 1) * spacing
        return CGSize(main: main, cross: Swift.max(t.total, p[axis.cross] ?? t.total), axis: axis)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        if !marks.isEmpty { return placeSectioned(in: frame, env, out) }
        let t = tracks(frame.size[axis.cross], env)
        let lines = lineCount(t.tracks.count)
        guard lines > 0 else { return }
        let pitch = lineLength(0, t, env) + spacing
        let crossStart = frame.origin[axis.cross] + (frame.size[axis.cross] - t.total) * alignment
        let lo = env.visible.origin[axis] - frame.origin[axis]
        let hi = lo + env.visible.size[axis]
        let first = pitch > 0 ? Swift.max(0, Int((lo / pitch).rounded(.down))) : 0
        let last = pitch > 0 ? Swift.min(lines, Int((hi / pitch).rounded(.up)) + 1) : Swift.min(lines, 4096)
        guard first < last else { return }
        for line in first..<last {
            let length = lineLength(line, t, env)
            for (k, i) in cells(line, t.tracks.count).enumerated() {
                let track = t.tracks[k]
                var cell = CGRect.zero
                cell.origin[axis] = frame.origin[axis] + CGFloat(line) * pitch
                cell.origin[axis.cross] = crossStart + track.start
                cell.size = CGSize(main: length, cross: track.length, axis: axis)
                let node = rows.row(i)
                let s = node.size(ProposedViewSize(main: nil, cross: track.length, axis: axis), env)
                node.place(in: cell.aligned(s, track.alignment), env, out)
            }
        }
    }
}
