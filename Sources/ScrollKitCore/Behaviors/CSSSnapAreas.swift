/// The snap areas of a CSS scroll snap container on one axis, as Chromium's
/// `SnapContainerData` sees them with `scroll-snap-align: start`: each area's
/// *aligned* position (its leading edge, clipped to [0, M]) and, for an area
/// at least as long as the snapport, its *covering* range (the offsets at
/// which it covers the whole snapport: [leading edge, trailing edge − L],
/// clipped to [0, M]; css-scroll-snap-1 §6.2 lets the scroll rest anywhere
/// there).
///
/// Unlike `TargetEdges`, M itself is not a position unless an area clips to
/// it (CSS adds no snap position at the end of the content).
///
/// Three sources, all answering in O(log n) after construction:
/// - no scroll targets: the areas are container-sized pages (a `PageView` of
///   full-size children): aligned positions min(k·L, M), never covering;
/// - scroll targets on the layout's sorted (scroll) axis: binary searches
///   through `ScrollTargetLayout.firstTarget(atOrAfter:on:)`;
/// - scroll targets on the other axis (both-axes containers): the edges are
///   sorted once per call, O(n log n); above `scanLimit` targets the cross
///   axis is not snapped.
///
/// Invariants: `containerLength` > 0, `maxOffset` ≥ 0, all finite.
struct CSSSnapAreas {
    enum Source {
        case pages(PageGrid)
        case sorted(any ScrollTargetLayout, count: Int)
        case scanned(edges: [Double], areas: [ClosedRange<Double>])
    }

    let source: Source
    let axis: Axis
    let containerLength: Double
    let maxOffset: Double

    /// Beyond this many targets the cross axis of a both-axes container is not snapped.
    static let scanLimit = 100_000

    /// Nil when there is nothing to snap to on `axis`.
    init?(layout: (any ScrollTargetLayout)?, axis: Axis, sortedAxis: Axis, containerLength: Double, maxOffset: Double) {
        self.axis = axis
        self.containerLength = containerLength
        self.maxOffset = maxOffset
        guard let layout, layout.targetCount > 0 else {
            source = .pages(PageGrid(pageLength: containerLength, maxOffset: maxOffset))
            return
        }
        if axis == sortedAxis {
            source = .sorted(layout, count: layout.targetCount)
            return
        }
        guard layout.targetCount <= Self.scanLimit else { return nil }
        var edges: [Double] = []
        var areas: [ClosedRange<Double>] = []
        for i in 0..<layout.targetCount {
            let f = layout.targetFrame(at: i)
            let lead = f.min(axis), trail = f.max(axis)
            guard lead.isFinite, trail.isFinite, trail >= lead else { continue }
            edges.append(Swift.min(Swift.max(lead, 0), maxOffset))
            areas.append(lead...trail)
        }
        edges.sort()
        source = .scanned(edges: edges, areas: areas)
    }

    /// The covering range of an area [lead, trail] (nil when it is shorter
    /// than the snapport or the range is empty after clipping).
    static func coveringRange(lead: Double, trail: Double, containerLength: Double, maxOffset: Double) -> ClosedRange<Double>? {
        guard trail - lead >= containerLength else { return nil }
        let lower = Swift.min(Swift.max(lead, 0), maxOffset)
        let upper = Swift.min(Swift.max(trail - containerLength, 0), maxOffset)
        return upper > lower ? lower...upper : nil
    }

    /// The greatest aligned position ≤ `x`, nil when none.
    func aligned(atOrBelow x: Double) -> Double? {
        switch source {
        case let .pages(grid):
            return grid.atOrBelow(x)
        case let .sorted(layout, count):
            let i = Swift.min(Swift.max(layout.firstTarget(atOrAfter: x, on: axis), 0), count)
            // Targets before i lead before x; the one at i may lead exactly at x.
            if i < count, clippedEdge(layout, i) <= x { return clippedEdge(layout, i) }
            if i == 0 { return clippedEdge(layout, 0) <= x ? clippedEdge(layout, 0) : nil }
            let e = clippedEdge(layout, i - 1)
            return e <= x ? e : nil
        case let .scanned(edges, _):
            let i = Self.upperBound(edges, x)
            return i > 0 ? edges[i - 1] : nil
        }
    }

    /// The least aligned position ≥ `x`, nil when none.
    func aligned(atOrAbove x: Double) -> Double? {
        switch source {
        case let .pages(grid):
            return x <= grid.maxOffset + grid.tolerance ? grid.atOrAbove(x) : nil
        case let .sorted(layout, count):
            // Edges below 0 clip to 0: the first target then answers for x ≤ 0.
            let i = Swift.min(Swift.max(layout.firstTarget(atOrAfter: x, on: axis), 0), count)
            if i > 0, clippedEdge(layout, i - 1) >= x { return clippedEdge(layout, i - 1) }
            return i < count && clippedEdge(layout, i) >= x ? clippedEdge(layout, i) : nil
        case let .scanned(edges, _):
            let i = Self.lowerBound(edges, x)
            return i < edges.count ? edges[i] : nil
        }
    }

    /// How many areas on each side of `x` the sorted source looks at for
    /// covering areas and the areas nested in them.
    static let nestedScanLimit = 64

    /// The areas [leading edge, trailing edge] (unclipped) that may cover the
    /// snapport near `x` or intrude into one that does: for the sorted
    /// source the `nestedScanLimit` areas on each side of `x` (a covering
    /// area that leads more than that many areas before `x` is not seen);
    /// for the scanned source all of them; none for pages.
    func areas(around x: Double) -> [ClosedRange<Double>] {
        switch source {
        case .pages:
            return []
        case let .sorted(layout, count):
            let i = Swift.min(Swift.max(layout.firstTarget(atOrAfter: x, on: axis), 0), count)
            let lo = Swift.max(0, i - Self.nestedScanLimit), hi = Swift.min(count, i + Self.nestedScanLimit)
            var out: [ClosedRange<Double>] = []
            for j in lo..<hi {
                let f = layout.targetFrame(at: j)
                let lead = f.min(axis), trail = f.max(axis)
                if lead.isFinite, trail.isFinite, trail >= lead { out.append(lead...trail) }
            }
            return out
        case let .scanned(_, areas):
            return areas
        }
    }

    private func clippedEdge(_ layout: any ScrollTargetLayout, _ i: Int) -> Double {
        let e = layout.targetFrame(at: i).min(axis)
        guard e.isFinite else { return maxOffset }
        return Swift.min(Swift.max(e, 0), maxOffset)
    }

    private static func lowerBound(_ a: [Double], _ x: Double) -> Int {
        var lo = 0, hi = a.count
        while lo < hi { let m = (lo + hi) / 2; if a[m] < x { lo = m + 1 } else { hi = m } }
        return lo
    }

    private static func upperBound(_ a: [Double], _ x: Double) -> Int {
        var lo = 0, hi = a.count
        while lo < hi { let m = (lo + hi) / 2; if a[m] <= x { lo = m + 1 } else { hi = m } }
        return lo
    }
}
