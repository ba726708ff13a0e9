extension LazyGridNode {
    /// One header, footer or run of cells of a sectioned grid: where it
    /// starts along the axis (points from the grid's start) and how long it
    /// is. Blocks are `spacing` apart, as the grid's lines.
    struct SectionBlock {
        var segment: GridSectionPlan.Segment
        var start: CGFloat
        var length: CGFloat
    }

    /// The blocks of `plan`: a header or footer as long as it is when
    /// offered the tracks' whole width; a run of cells as its lines, each as
    /// long as the run's first (the one built to measure it).
    func sectionBlocks(_ plan: GridSectionPlan, _ t: GridTracks, _ env: LayoutEnvironment) -> [SectionBlock] {
        var blocks: [SectionBlock] = []
        var start: CGFloat = 0
        for segment in plan.segments {
            let length: CGFloat
            switch segment {
            case .full(let i):
                length = rows.row(i).size(ProposedViewSize(main: nil, cross: t.total, axis: axis), env)[axis]
            case .cells(let run):
                let lines = lineCount(run.count, t.tracks.count)
                guard lines > 0 else { continue }
                length = CGFloat(lines) * lineLength(cells(0, t.tracks.count, in: run), t, env) + CGFloat(lines - 1) * spacing
            }
            blocks.append(SectionBlock(segment: segment, start: start, length: length))
            start += length + spacing
        }
        return blocks
    }

    /// Places the blocks of `plan` that meet `visible` (points along the
    /// axis from the grid's start): a header or footer across the tracks,
    /// at the grid's alignment within them; cells as `placeCells` does.
    func placeSections(
        _ plan: GridSectionPlan, _ t: GridTracks, _ frame: CGRect, _ crossStart: CGFloat,
        _ visible: ClosedRange<CGFloat>, _ env: LayoutEnvironment, _ out: DisplayListBuilder
    ) {
        for block in sectionBlocks(plan, t, env) where block.start <= visible.upperBound && block.start + block.length >= visible.lowerBound {
            switch block.segment {
            case .full(let i):
                let node = rows.row(i)
                let s = node.size(ProposedViewSize(main: nil, cross: t.total, axis: axis), env)
                var line = CGRect.zero
                line.origin[axis] = frame.origin[axis] + block.start
                line.origin[axis.cross] = crossStart + (t.total - s[axis.cross]) * alignment
                line.size = s
                node.place(in: line, env, out)
            case .cells(let run):
                placeCells(run, start: block.start, t, frame, crossStart, visible, env, out)
            }
        }
    }
}
