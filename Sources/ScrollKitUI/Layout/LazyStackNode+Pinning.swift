extension LazyStackNode {
    /// The pinning of this stack's sections for the pass, nil when it pins
    /// nothing or is not inside a scroll view.
    func pinning(_ env: LayoutEnvironment) -> SectionPinning? {
        guard !pinnedViews.isEmpty, !env.scrollBounds.isNull else { return nil }
        let b = env.scrollBounds
        return SectionPinning(axis: axis, pinned: pinnedViews, band: b.origin[axis]...(b.origin[axis] + b.size[axis]))
    }

    /// The sections whose header or footer is one of this stack's own rows
    /// (a `Section` written in the stack, its rows among the stack's): for
    /// each such header or footer, its flat row and the section's extent
    /// along the axis (absolute; measured places, estimated for rows not built), from the header's
    /// start (else the row after the previous section) to the footer's end
    /// (else the row before the next section's header, or the last row).
    func sectionExtents(_ frame: CGRect, runs: [Run]) -> [(row: Int, extent: ClosedRange<CGFloat>)] {
        var marks: [(row: Int, mark: SectionMarkNode)] = []
        for run in runs where run.count == 1 {
            if let mark = row(run.index).sectionMark { marks.append((run.index, mark)) }
        }
        guard !marks.isEmpty else { return [] }
        func start(_ flat: Int) -> CGFloat {
            let (r, i) = runRow(flat, runs)
            return frame.origin[axis] + runs[r].start + runs[r].offset(i)
        }
        func end(_ flat: Int) -> CGFloat {
            let (r, i) = runRow(flat, runs)
            return start(flat) + runs[r].size(i)[axis]
        }
        var out: [(row: Int, extent: ClosedRange<CGFloat>)] = []
        for (k, m) in marks.enumerated() {
            let same = marks.filter { $0.mark.section === m.mark.section }.map(\.row)
            let previous = marks[..<k].last { $0.mark.section !== m.mark.section }?.row
            let next = marks[(k + 1)...].first { $0.mark.section !== m.mark.section }?.row
            let first = same.count > 1 || m.mark.role == .header ? same.min()! : (previous.map { $0 + 1 } ?? 0)
            let last = same.count > 1 || m.mark.role == .footer ? same.max()! : (next.map { $0 - 1 } ?? count - 1)
            // A header ends where its footer starts, a footer starts where
            // its header ends (`SectionPinning.pinnedFrame`), placed or not.
            if same.count > 1 {
                let extent = m.mark.role == .header ? start(first)...Swift.max(start(first), start(last)) : end(first)...Swift.max(end(first), end(last))
                out.append((m.row, extent))
                continue
            }
            out.append((m.row, start(first)...Swift.max(start(first), end(last))))
        }
        return out
    }

    /// The run holding flat row `flat`, and the row's number within it.
    func runRow(_ flat: Int, _ runs: [Run]) -> (Int, Int) {
        var r = runs.count - 1
        while r > 0, runs[r].index > flat { r -= 1 }
        return (r, flat - runs[r].index)
    }
}
