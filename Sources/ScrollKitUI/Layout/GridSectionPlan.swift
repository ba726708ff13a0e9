/// A lazy grid's content cut at its sections' headers and footers
/// (`SectionMarkNode`), as SwiftUI lays a sectioned `LazyVGrid` out: a
/// header or footer takes a line of its own across the grid's whole width,
/// and each section's items start on a new line. Views between marks flow
/// into cells together, as they would without sections.
struct GridSectionPlan {
    enum Segment: Equatable {
        /// A header or footer: its flat index.
        case full(Int)
        /// A run of cells: their flat indices.
        case cells(Range<Int>)
    }

    let segments: [Segment]

    /// The plan of `sources`, nil when they hold no header or footer (the
    /// grid is one run of cells).
    init?(_ sources: [ChildSource]) {
        var segments: [Segment] = []
        var n = 0, runStart = 0, marked = false
        for source in sources {
            if case .node(let node) = source, node is SectionMarkNode {
                if runStart < n { segments.append(.cells(runStart..<n)) }
                segments.append(.full(n))
                marked = true
                n += 1
                runStart = n
            } else {
                n += source.count
            }
        }
        guard marked else { return nil }
        if runStart < n { segments.append(.cells(runStart..<n)) }
        self.segments = segments
    }
}
