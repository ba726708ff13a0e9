/// A lazy grid whose content holds sections (`Section` in a `LazyVGrid`
/// or `LazyHGrid`), laid out as SwiftUI lays them out: each header and
/// footer is a line of its own across the whole grid (offered the grid's
/// full cross length, placed at the grid's alignment), and each section's
/// views start a new line. With `pinnedViews:` the headers and footers pin
/// as a lazy stack's do (`SectionPinning`).
///
/// The grid is cut into segments: a header or footer (one line), or a run
/// of views between two of them (as many lines as the tracks need). Lines
/// of a run not yet built are assumed as long as its first line, as the
/// grid without sections assumes for all its lines. Lengths are points
/// along the grid's axis, from the grid's origin.
extension LazyGridNode {
    struct Segment {
        /// The flat rows (of `rows`) the segment holds.
        var range: Range<Int>
        /// The header or footer, when the segment is one.
        var mark: SectionMarkNode?
        /// Where its first line starts.
        var start: CGFloat
        /// Its number of lines.
        var lines: Int
        /// The length of its first line (a mark's own length).
        var length: CGFloat
        /// From one line to the next: `length` + spacing.
        var pitch: CGFloat { length + spacing }
        let spacing: CGFloat
        /// Where its last line ends.
        var end: CGFloat { start + CGFloat(lines) * pitch - spacing }
    }

    /// The rows that are headers or footers written in the grid, by flat
    /// index (a `ForEach`'s rows are never marks).
    static func markRows(_ stack: LazyStackNode) -> [Int: SectionMarkNode] {
        var marks: [Int: SectionMarkNode] = [:]
        var flat = 0
        for source in stack.sources {
            if case .node(let node) = source, let mark = node.sectionMark { marks[flat] = mark }
            flat += source.count
        }
        return marks
    }

    /// The segments for the tracks `t` and the grid's cross length `cross`.
    func segments(_ t: GridTracks, cross: CGFloat, _ env: LayoutEnvironment) -> [Segment] {
        let perLine = t.tracks.count
        var out: [Segment] = []
        var start: CGFloat = 0
        var i = 0
        while i < rows.count {
            var segment: Segment
            if let mark = marks[i] {
                let length = rows.row(i).size(ProposedViewSize(main: nil, cross: cross, axis: axis), env)[axis]
                segment = Segment(range: i..<(i + 1), mark: mark, start: start, lines: 1, length: length, spacing: spacing)
            } else {
                var j = i
                while j < rows.count, marks[j] == nil { j += 1 }
                let lines = perLine == 0 ? 0 : (j - i + perLine - 1) / perLine
                let length = lines == 0 ? 0 : lineLength(i, i..<j, t, env)
                segment = Segment(range: i..<j, mark: nil, start: start, lines: lines, length: length, spacing: spacing)
            }
            if segment.lines > 0 {
                out.append(segment)
                start = segment.end + spacing
            }
            i = segment.range.upperBound
        }
        return out
    }

    /// The length of the line of views starting at flat row `first`, in
    /// the run `run`, building its views.
    func lineLength(_ first: Int, _ run: Range<Int>, _ t: GridTracks, _ env: LayoutEnvironment) -> CGFloat {
        (first..<Swift.min(run.upperBound, first + t.tracks.count)).enumerated().map { k, i in
            rows.row(i).size(ProposedViewSize(main: nil, cross: t.tracks[k].length, axis: axis), env)[axis]
        }.max() ?? 0
    }

    func sectionedSize(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let t = tracks(p[axis.cross], env)
        let cross = Swift.max(t.total, p[axis.cross] ?? t.total)
        let main = segments(t, cross: cross, env).last?.end ?? 0
        return CGSize(main: main, cross: cross, axis: axis)
    }

    func placeSectioned(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let cross = frame.size[axis.cross]
        let t = tracks(cross, env)
        let segments = segments(t, cross: cross, env)
        let origin = frame.origin[axis]
        let crossStart = frame.origin[axis.cross] + (cross - t.total) * alignment
        let lo = env.visible.origin[axis] - origin
        let hi = lo + env.visible.size[axis]
        let pinning = rows.pinning(env)
        var inner = env
        inner.pinning = pinning
        var plain = env
        plain.pinning = nil
        for (k, segment) in segments.enumerated() {
            if segment.mark != nil {
                let extent = sectionExtent(k, segments)
                // A pinned mark is placed while its section is on screen,
                // even when its own place has scrolled out of sight.
                let seen = segment.start <= hi && segment.end >= lo
                guard seen || (pinning.map { (origin + extent.lowerBound...origin + extent.upperBound).overlaps($0.band) } ?? false) else { continue }
                let node = rows.row(segment.range.lowerBound)
                let size = node.size(ProposedViewSize(main: nil, cross: cross, axis: axis), env)
                var line = CGRect(origin: .zero, size: size)
                line.origin[axis] = origin + segment.start
                line.origin[axis.cross] = frame.origin[axis.cross] + (cross - size[axis.cross]) * alignment
                pinning?.section = (origin + extent.lowerBound)...(origin + extent.upperBound)
                node.place(in: line, inner, out)
                continue
            }
            guard segment.pitch > 0 else { continue }
            let first = Swift.max(0, Int(((lo - segment.start) / segment.pitch).rounded(.down)))
            let last = Swift.min(segment.lines, Int(((hi - segment.start) / segment.pitch).rounded(.up)) + 1)
            guard first < last else { continue }
            for l in first..<last {
                let lineStart = segment.range.lowerBound + l * t.tracks.count
                let length = lineLength(lineStart, segment.range, t, env)
                for (c, i) in (lineStart..<Swift.min(segment.range.upperBound, lineStart + t.tracks.count)).enumerated() {
                    let track = t.tracks[c]
                    var cell = CGRect.zero
                    cell.origin[axis] = origin + segment.start + CGFloat(l) * segment.pitch
                    cell.origin[axis.cross] = crossStart + track.start
                    cell.size = CGSize(main: length, cross: track.length, axis: axis)
                    let node = rows.row(i)
                    let s = node.size(ProposedViewSize(main: nil, cross: track.length, axis: axis), env)
                    node.place(in: cell.aligned(s, track.alignment), plain, out)
                }
            }
        }
        pinning?.drawPinned(out)
    }

    /// The extent of the section of mark segment `k` (from the grid's
    /// origin): a header's from its start to the end of the views before
    /// the next section's mark (or the grid's end); a footer's from the
    /// end of the previous section's mark (or the grid's start) to its end.
    func sectionExtent(_ k: Int, _ segments: [Segment]) -> ClosedRange<CGFloat> {
        let segment = segments[k]
        guard let mark = segment.mark else { return segment.start...segment.end }
        let other = { (s: Segment) in s.mark != nil && s.mark!.section !== mark.section }
        if mark.role == .header {
            let next = segments[(k + 1)...].first(where: other)
            return segment.start...Swift.max(segment.start, (next?.start ?? (segments.last!.end + spacing)) - spacing)
        }
        let previous = segments[..<k].last(where: other)
        return Swift.min(segment.end, previous.map { $0.end + spacing } ?? 0)...segment.end
    }
}
