/// `LazyVGrid` / `LazyHGrid`: views in lines along the scrolling `axis`,
/// each line split into the tracks `GridTracks` gives for the offered cross
/// length. A line is as long as its longest view (each view is offered its
/// track's width and an unspecified length); lines are `spacing` apart (nil:
/// 8). Only the lines meeting the visible rectangle are built; lines not
/// built are assumed as long as the first (as `LazyStackNode` does). The
/// grid is as wide as its tracks, placed in the offered width at
/// `alignment`. With sections (`GridSectionPlan`) each header and footer
/// is a line across the tracks and each section's cells start a new line
/// (`LazyGridNode+Sections.swift`).
final class LazyGridNode: LayoutNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: CGFloat
    let spacing: CGFloat
    let rows: LazyStackNode
    let sections: GridSectionPlan?

    init(axis: Axis, items: [GridItem], alignment: CGFloat, spacing: CGFloat?, sources: [ChildSource]) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing ?? StackNode.defaultSpacing
        rows = LazyStackNode(axis: axis, alignment: 0, spacing: 0, sources: sources)
        sections = GridSectionPlan(sources)
    }

    func tracks(_ cross: CGFloat?, _ env: LayoutEnvironment) -> GridTracks {
        GridTracks(items: items, length: cross ?? env.container[axis.cross])
    }

    /// The cells of line `line` of the run `run`: the views' indices.
    func cells(_ line: Int, _ perLine: Int, in run: Range<Int>) -> Range<Int> {
        (run.lowerBound + line * perLine)..<Swift.min(run.upperBound, run.lowerBound + (line + 1) * perLine)
    }

    /// The length along the axis of the line of `cells`, building its views.
    func lineLength(_ cells: Range<Int>, _ t: GridTracks, _ env: LayoutEnvironment) -> CGFloat {
        cells.enumerated().map { k, i in
            rows.row(i).size(ProposedViewSize(main: nil, cross: t.tracks[k].length, axis: axis), env)[axis]
        }.max() ?? 0
    }

    func lineCount(_ cells: Int, _ perLine: Int) -> Int {
        perLine == 0 ? 0 : (cells + perLine - 1) / perLine
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let t = tracks(p[axis.cross], env)
        let main: CGFloat
        if let sections {
            main = sectionBlocks(sections, t, env).last.map { $0.start + $0.length } ?? 0
        } else {
            let lines = lineCount(rows.count, t.tracks.count)
            guard lines > 0 else { return CGSize(main: 0, cross: t.total, axis: axis) }
            main = CGFloat(lines) * lineLength(cells(0, t.tracks.count, in: 0..<rows.count), t, env) + CGFloat(lines - 1) * spacing
        }
        return CGSize(main: main, cross: Swift.max(t.total, p[axis.cross] ?? t.total), axis: axis)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let t = tracks(frame.size[axis.cross], env)
        let crossStart = frame.origin[axis.cross] + (frame.size[axis.cross] - t.total) * alignment
        let lo = env.visible.origin[axis] - frame.origin[axis]
        let hi = lo + env.visible.size[axis]
        if let sections {
            placeSections(sections, t, frame, crossStart, lo...hi, env, out)
            return
        }
        let all = 0..<rows.count
        placeCells(all, start: 0, t, frame, crossStart, lo...hi, env, out)
    }

    /// Places the visible lines of the run of `cells` whose first line
    /// starts `start` points along the axis into the grid; its lines are
    /// all assumed as long as the first.
    func placeCells(
        _ run: Range<Int>, start: CGFloat, _ t: GridTracks, _ frame: CGRect, _ crossStart: CGFloat,
        _ visible: ClosedRange<CGFloat>, _ env: LayoutEnvironment, _ out: DisplayListBuilder
    ) {
        let lines = lineCount(run.count, t.tracks.count)
        guard lines > 0 else { return }
        let pitch = lineLength(cells(0, t.tracks.count, in: run), t, env) + spacing
        let lo = visible.lowerBound - start, hi = visible.upperBound - start
        let first = pitch > 0 ? Swift.max(0, Int((lo / pitch).rounded(.down))) : 0
        let last = pitch > 0 ? Swift.min(lines, Int((hi / pitch).rounded(.up)) + 1) : Swift.min(lines, 4096)
        guard first < last else { return }
        for line in first..<last {
            let lineCells = cells(line, t.tracks.count, in: run)
            let length = lineLength(lineCells, t, env)
            for (k, i) in lineCells.enumerated() {
                let track = t.tracks[k]
                var cell = CGRect.zero
                cell.origin[axis] = frame.origin[axis] + start + CGFloat(line) * pitch
                cell.origin[axis.cross] = crossStart + track.start
                cell.size = CGSize(main: length, cross: track.length, axis: axis)
                let node = rows.row(i)
                let s = node.size(ProposedViewSize(main: nil, cross: track.length, axis: axis), env)
                node.place(in: cell.aligned(s, track.alignment), env, out)
            }
        }
    }
}
