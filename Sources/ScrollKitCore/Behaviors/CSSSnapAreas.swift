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
/// **Alignment and scroll padding** (`alignment`, `paddingLeading`,
/// `paddingTrailing`): the snapport is the container inset by the padding,
/// S = L − leading − trailing (`containerLength` is S). Every area is seen
/// shifted by −leading (snapport coordinates), so "covers the snapport" and
/// the covering range use S; its aligned position adds `alignment.fraction`
/// × (area length − S) (`CSSSnapAlignment`). With `start` alignment the
/// positions stay in leading-edge order and the binary searches are exact;
/// with `center`/`end` and areas of different lengths the sorted source
/// searches the `nestedScanLimit` areas on each side of the binary search's
/// answer (exact unless an area that far away aligns closer).
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
    /// S: the snapport's length (the container's minus the padding), px.
    let containerLength: Double
    let maxOffset: Double
    /// `scroll-snap-align` on this axis.
    let alignment: CSSSnapAlignment
    /// `scroll-padding` before and after the snapport on this axis, px.
    let paddingLeading: Double
    let paddingTrailing: Double
    /// The page length when there are no targets (the container's), px.
    let pageLength: Double

    /// Beyond this many targets the cross axis of a both-axes container is not snapped.
    static let scanLimit = 100_000

    /// Nil when there is nothing to snap to on `axis`.
    init?(layout: (any ScrollTargetLayout)?, axis: Axis, sortedAxis: Axis, containerLength: Double, maxOffset: Double,
          alignment: CSSSnapAlignment = .start, paddingLeading: Double = 0, paddingTrailing: Double = 0) {
        let lead = paddingLeading.isFinite ? Swift.max(0, paddingLeading) : 0
        let trail = paddingTrailing.isFinite ? Swift.max(0, paddingTrailing) : 0
        guard containerLength - lead - trail > 0 else { return nil }
        self.axis = axis
        self.pageLength = containerLength
        self.containerLength = containerLength - lead - trail
        self.maxOffset = maxOffset
        self.alignment = alignment
        self.paddingLeading = lead
        self.paddingTrailing = trail
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
            let lo = f.min(axis), hi = f.max(axis)
            guard lo.isFinite, hi.isFinite, hi >= lo else { continue }
            edges.append(Swift.min(Swift.max(Self.alignedPosition(lo - lead, hi - lead, alignment: alignment,
                                                                  snapport: containerLength - lead - trail), 0), maxOffset))
            areas.append((lo - lead)...(hi - lead))
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

    /// The aligned offset of an area [lead, trail] in snapport coordinates
    /// (shifted by −padding), unclipped.
    static func alignedPosition(_ lead: Double, _ trail: Double, alignment: CSSSnapAlignment, snapport: Double) -> Double {
        lead + alignment.fraction * (trail - lead - snapport)
    }

    /// The page areas' shift: page k aligns at k·L + shift (clipped).
    var pageShift: Double { -paddingLeading + alignment.fraction * (pageLength - containerLength) }

    /// True when the sorted source's leading-edge order is the aligned order.
    var isStartAligned: Bool { alignment == .start }

    /// The aligned positions of the sorted source's areas near `x`, clipped.
    private func alignedNear(_ layout: any ScrollTargetLayout, count: Int, _ x: Double) -> [Double] {
        let i = Swift.min(Swift.max(layout.firstTarget(atOrAfter: x + paddingLeading, on: axis), 0), count)
        let lo = Swift.max(0, i - Self.nestedScanLimit), hi = Swift.min(count, i + Self.nestedScanLimit)
        var out: [Double] = []
        for j in lo..<hi {
            let f = layout.targetFrame(at: j)
            let a = f.min(axis) - paddingLeading, b = f.max(axis) - paddingLeading
            guard a.isFinite, b.isFinite, b >= a else { continue }
            out.append(Swift.min(Swift.max(Self.alignedPosition(a, b, alignment: alignment, snapport: containerLength), 0), maxOffset))
        }
        return out
    }

    /// The greatest aligned position ≤ `x`, nil when none.
    func aligned(atOrBelow x: Double) -> Double? {
        switch source {
        case let .pages(grid) where pageShift == 0:
            return grid.atOrBelow(x)
        case .pages:
            let k = ((x - pageShift) / pageLength).rounded(.down)
            let p = Swift.min(Swift.max(k * pageLength + pageShift, 0), maxOffset)
            if p <= x { return p }
            let q = Swift.min(Swift.max((k - 1) * pageLength + pageShift, 0), maxOffset)
            return q <= x ? q : nil
        case let .sorted(layout, count) where !isStartAligned:
            return alignedNear(layout, count: count, x).filter { $0 <= x }.max()
        case let .sorted(layout, count):
            let i = Swift.min(Swift.max(layout.firstTarget(atOrAfter: x + paddingLeading, on: axis), 0), count)
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
        case let .pages(grid) where pageShift == 0:
            return x <= grid.maxOffset + grid.tolerance ? grid.atOrAbove(x) : nil
        case .pages:
            guard x <= maxOffset else { return nil }
            let k = ((x - pageShift) / pageLength).rounded(.up)
            let p = Swift.min(Swift.max(k * pageLength + pageShift, 0), maxOffset)
            if p >= x { return p }
            let q = Swift.min(Swift.max((k + 1) * pageLength + pageShift, 0), maxOffset)
            return q >= x ? q : nil
        case let .sorted(layout, count) where !isStartAligned:
            return alignedNear(layout, count: count, x).filter { $0 >= x }.min()
        case let .sorted(layout, count):
            // Edges below 0 clip to 0: the first target then answers for x ≤ 0.
            let i = Swift.min(Swift.max(layout.firstTarget(atOrAfter: x + paddingLeading, on: axis), 0), count)
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
            let i = Swift.min(Swift.max(layout.firstTarget(atOrAfter: x + paddingLeading, on: axis), 0), count)
            let lo = Swift.max(0, i - Self.nestedScanLimit), hi = Swift.min(count, i + Self.nestedScanLimit)
            var out: [ClosedRange<Double>] = []
            for j in lo..<hi {
                let f = layout.targetFrame(at: j)
                let lead = f.min(axis) - paddingLeading, trail = f.max(axis) - paddingLeading
                if lead.isFinite, trail.isFinite, trail >= lead { out.append(lead...trail) }
            }
            return out
        case let .scanned(_, areas):
            return areas
        }
    }

    private func clippedEdge(_ layout: any ScrollTargetLayout, _ i: Int) -> Double {
        let e = layout.targetFrame(at: i).min(axis) - paddingLeading
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
