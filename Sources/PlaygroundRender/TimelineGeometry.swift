import ScrollKitCore

/// The pure mapping between engine ticks and x positions of the timeline's
/// plot, for drawing and for scrubbing (mouse x → tick).
///
/// Invariants: `firstTick ≤ lastTick`; `x(forTick: firstTick) == plot.minX`,
/// `x(forTick: lastTick) == plot.maxX` (when they differ); `tick(forX:)`
/// rounds to the nearest tick and clamps to `firstTick…lastTick`, so
/// `tick(forX: x(forTick: t)) == t` for every tick in range.
package struct TimelineGeometry: Hashable, Sendable {
    /// The oldest tick shown.
    package let firstTick: Int
    /// The newest tick shown.
    package let lastTick: Int
    /// The plot area, logical pixels.
    package let plot: Rect

    /// A mapping of `firstTick…lastTick` onto `plot` (the ticks are swapped
    /// if given in the wrong order).
    package init(firstTick: Int, lastTick: Int, plot: Rect) {
        self.firstTick = Swift.min(firstTick, lastTick)
        self.lastTick = Swift.max(firstTick, lastTick)
        self.plot = plot
    }

    /// The number of ticks between the ends (0 when a single tick is shown).
    package var span: Int { lastTick - firstTick }

    /// Logical pixels per tick (0 when a single tick is shown).
    var pixelsPerTick: Double { span > 0 ? plot.width / Double(span) : 0 }

    /// The x of `tick` (ticks outside the range map outside the plot).
    /// With a single tick, everything maps to the plot's right edge.
    package func x(forTick tick: Int) -> Double {
        guard span > 0 else { return plot.maxX }
        return plot.minX + Double(tick - firstTick) / Double(span) * plot.width
    }

    /// The tick nearest to `x`, clamped to the range (NaN gives `lastTick`).
    package func tick(forX x: Double) -> Int {
        guard span > 0, plot.width > 0, x.isFinite else { return lastTick }
        let fraction = (x - plot.minX) / plot.width
        let t = (Double(firstTick) + fraction * Double(span)).rounded()
        if t <= Double(firstTick) { return firstTick }
        if t >= Double(lastTick) { return lastTick }
        return Int(t)
    }

    /// True when `point` is inside the plot (where a scrub may start).
    package func contains(_ point: Point) -> Bool { plot.contains(point) }
}
