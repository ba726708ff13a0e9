/// The snap positions of a view-aligned container on one axis: the leading
/// edge of every scroll target (clamped to [0, M]) plus M itself, looked up
/// by binary search through `ScrollTargetLayout.firstTarget(atOrAfter:on:)`.
///
/// Several targets may share a leading edge (the cells of a grid row): they
/// are one position, so "one view" means one distinct edge.
struct TargetEdges: SnapPositions {
    let layout: any ScrollTargetLayout
    let count: Int
    let axis: Axis
    let maxOffset: Double
    let tolerance: Double

    /// Nil when the layout has no targets.
    init?(layout: (any ScrollTargetLayout)?, axis: Axis, maxOffset: Double) {
        guard let layout, layout.targetCount > 0 else { return nil }
        self.layout = layout
        count = layout.targetCount
        self.axis = axis
        self.maxOffset = maxOffset
        tolerance = 1e-6
    }

    /// The leading edge of target `index`, clamped to [0, M]; non-finite edges read as M.
    private func edge(_ index: Int) -> Double {
        let e = layout.targetFrame(at: index).min(axis)
        guard e.isFinite else { return maxOffset }
        return Swift.min(Swift.max(e, 0), maxOffset)
    }

    /// `firstTarget(atOrAfter:)`, kept in 0...count whatever the layout answers.
    private func lowerBound(_ position: Double) -> Int {
        Swift.min(Swift.max(layout.firstTarget(atOrAfter: position, on: axis), 0), count)
    }

    func atOrBelow(_ x: Double) -> Double? {
        if x < -tolerance { return nil }
        if x >= maxOffset - tolerance { return maxOffset }
        // The targets before this index have an edge ≤ x + tolerance.
        let i = lowerBound(x + tolerance) - 1
        return i >= 0 ? edge(i) : nil
    }

    func atOrAbove(_ x: Double) -> Double {
        if x >= maxOffset - tolerance { return maxOffset }
        let i = lowerBound(x - tolerance)
        // Near the start, an edge before the content start is the position 0.
        if x <= tolerance, i > 0 { return 0 }
        return i < count ? edge(i) : maxOffset
    }

    /// The view longer than `containerLength` on the axis whose leading edge
    /// is the last one at or before `x`, as the range of offsets at which it
    /// covers the whole container: [its leading edge, its trailing edge − L],
    /// clamped to [0, M]. CSS lets a scroll rest anywhere in that range (a
    /// snap area larger than the snapport, css-scroll-snap-1 §6.2). Nil when
    /// that view is not longer than the container or none precedes `x`.
    /// One binary search and one frame read.
    func longViewRange(at x: Double, containerLength: Double) -> ClosedRange<Double>? {
        let i = lowerBound(x + tolerance) - 1
        guard i >= 0 else { return nil }
        let frame = layout.targetFrame(at: i)
        let lead = frame.min(axis), trail = frame.max(axis)
        guard lead.isFinite, trail.isFinite, trail - lead > containerLength + tolerance else { return nil }
        let lower = Swift.min(Swift.max(lead, 0), maxOffset)
        let upper = Swift.min(Swift.max(trail - containerLength, 0), maxOffset)
        return upper > lower ? lower...upper : nil
    }
}
