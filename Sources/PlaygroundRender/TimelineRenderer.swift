import ScrollKitCore

/// The timeline panel (a behavior's motion over time, at a glance): the last few seconds of `FrameRecord`s as
/// curves over time. The offset (white) and the velocity (yellow, around a
/// dashed zero line) on the scroll axis, the phases as coloured bands under
/// the plot, a green diamond where a behavior decided (`decision != nil`),
/// yellow and cyan ticks where the debounce and phase end detectors fired,
/// and the cursor (the tick shown, when paused or scrubbing) with its
/// readout in the footer, under the plot, so it never covers a curve. The
/// legend row gives the velocity scale (the plot spans ±v px/s around the
/// dashed zero line); the left margin gives the offset scale.
///
/// Cost is linear in the records given and bounded by the plot's width for
/// the curves: thousands of records collapse to one min–max segment per
/// pixel column.
package struct TimelineRenderer {
    /// The axis whose offset and velocity are plotted.
    package var axis: Axis = .vertical
    /// Show exactly this many ticks ending at the newest record (the panel
    /// then scrolls like a chart recorder); nil shows the records given.
    var spanTicks: Int?
    /// A fixed time axis: exactly these ticks, whatever records are given
    /// (the window passes its whole history, so the axis does not move
    /// while the playhead does). Takes precedence over `spanTicks`.
    package var ticks: ClosedRange<Int>?
    /// Ticks at which a view file's view reacted: a small magenta mark on
    /// the plot's top edge each.
    package var viewEventTicks: [Int] = []

    /// A comfortable height for the panel, logical pixels.
    static let preferredHeight = 150.0
    /// Margins of the plot inside the panel, logical pixels.
    static let leftMargin = 58.0
    static let rightMargin = 10.0
    static let topMargin = 22.0
    static let bottomMargin = 30.0
    /// Height of the phase band under the plot.
    static let bandHeight = 7.0

    /// The tick ↔ x mapping for `records` drawn in `rect`: the plot area and
    /// the range of ticks. Use it to turn a mouse x into a tick (scrubbing).
    package func geometry(records: some RandomAccessCollection<FrameRecord>, in rect: Rect) -> TimelineGeometry {
        let plot = TimelineRenderer.plotRect(in: rect)
        if let ticks {
            return TimelineGeometry(firstTick: ticks.lowerBound, lastTick: ticks.upperBound, plot: plot)
        }
        guard let last = records.last?.tick, let first = records.first?.tick else {
            return TimelineGeometry(firstTick: 0, lastTick: 0, plot: plot)
        }
        if let span = spanTicks, span > 0 {
            return TimelineGeometry(firstTick: last - span, lastTick: last, plot: plot)
        }
        return TimelineGeometry(firstTick: first, lastTick: last, plot: plot)
    }

    /// The plot area inside a panel `rect`.
    package static func plotRect(in rect: Rect) -> Rect {
        Rect(
            x: rect.minX + leftMargin, y: rect.minY + topMargin,
            width: Swift.max(0, rect.width - leftMargin - rightMargin),
            height: Swift.max(0, rect.height - topMargin - bottomMargin)
        )
    }

    /// Draws the panel into `rect` and returns the mapping used.
    @discardableResult
    package func draw(records: some RandomAccessCollection<FrameRecord>, cursorTick: Int?, in rect: Rect, on canvas: Canvas) -> TimelineGeometry {
        let geometry = geometry(records: records, in: rect)
        let plot = geometry.plot
        canvas.withClip(rect) {
            // The panel around the plot only, when the opaque plot covers its middle:
            // the same pixels, written once.
            let covered = plot.width >= 4 && plot.height >= 4 && canvas.palette.timelinePlot.a == 255
            for part in covered ? SceneRenderer.complement(of: [plot], in: rect) : [rect] {
                canvas.fill(part, canvas.palette.panel.withAlpha(1))
            }
            canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), canvas.palette.panelBorder)
            let ranges = records.isEmpty ? nil : valueRanges(records, geometry: geometry)
            drawLegend(in: rect, velocityScale: ranges?.velocity.upperBound, on: canvas)
            guard plot.width >= 4, plot.height >= 4 else { return }
            canvas.fill(plot, canvas.palette.timelinePlot)
            guard let ranges else {
                canvas.text("no frames yet", centeredIn: plot, color: canvas.palette.tertiaryText)
                return
            }
            drawScale(ranges, plot: plot, in: rect, on: canvas)
            drawBands(records, geometry: geometry, on: canvas)
            canvas.withClip(plot.insetBy(dx: -1, dy: -1)) {
                // Velocity zero line.
                let zeroY = y(0, in: ranges.velocity, plot: plot)
                canvas.dashedLine(from: Point(x: plot.minX, y: zeroY), to: Point(x: plot.maxX, y: zeroY), color: canvas.palette.tertiaryText, width: 1, dash: 3, gap: 3)
                drawMarkers(records, geometry: geometry, on: canvas)
                drawCurve(records, geometry: geometry, range: ranges.velocity, color: canvas.palette.velocity, on: canvas) { $0.velocity[axis] }
                drawCurve(records, geometry: geometry, range: ranges.offset, color: canvas.palette.offsetCurve, on: canvas) { $0.offset[axis] }
            }
            // Zoomed away from the playhead: no playhead, no readout.
            let cursor = cursorTick.flatMap { $0 >= geometry.firstTick && $0 <= geometry.lastTick ? $0 : nil }
            let readout = cursor.map { drawCursor($0, records: records, geometry: geometry, in: rect, on: canvas) }
            drawTimes(geometry, records: records, avoiding: readout, in: rect, on: canvas)
        }
        return geometry
    }

    // MARK: - Scales

    private struct Ranges {
        var offset: ClosedRange<Double>
        var velocity: ClosedRange<Double>
    }

    private func valueRanges(_ records: some RandomAccessCollection<FrameRecord>, geometry: TimelineGeometry) -> Ranges {
        var lo = Double.infinity
        var hi = -Double.infinity
        var speed = 0.0
        for r in records where r.tick >= geometry.firstTick {
            let o = r.offset[axis]
            if o.isFinite { lo = Swift.min(lo, o); hi = Swift.max(hi, o) }
            let v = r.velocity[axis]
            if v.isFinite { speed = Swift.max(speed, abs(v)) }
        }
        if !lo.isFinite { lo = 0; hi = 0 }
        if hi - lo < 1 {
            let mid = (hi + lo) / 2
            lo = mid - 0.5
            hi = mid + 0.5
        }
        let pad = (hi - lo) * 0.06
        speed = Swift.max(speed, 1) * 1.06
        return Ranges(offset: (lo - pad)...(hi + pad), velocity: -speed...speed)
    }

    /// The y of `value` in `range` inside `plot` (larger values higher).
    private func y(_ value: Double, in range: ClosedRange<Double>, plot: Rect) -> Double {
        let span = range.upperBound - range.lowerBound
        guard value.isFinite, span > 0 else { return plot.midY }
        let f = (value - range.lowerBound) / span
        return plot.maxY - Swift.min(Swift.max(f, -0.05), 1.05) * plot.height
    }

    // MARK: - Parts

    /// The legend row along the panel's top; the velocity item gives the
    /// velocity scale (the plot spans ±`velocityScale` px/s).
    private func drawLegend(in rect: Rect, velocityScale: Double?, on canvas: Canvas) {
        var x = rect.minX + 8
        let y = rect.minY + 6
        func item(_ text: String, _ color: RGBColor, swatch: Bool = true) {
            let w = canvas.measure(text).width + (swatch ? 12 : 0)
            guard x + w <= rect.maxX - 6 else { x = .infinity; return }
            if swatch { canvas.fill(Rect(x: x, y: y + 3, width: 8, height: 4), color) }
            canvas.text(text, at: Point(x: x + (swatch ? 12 : 0), y: y), color: swatch ? canvas.palette.secondaryText : color)
            x += w + 12
        }
        item("timeline · \(axis)", canvas.palette.text, swatch: false)
        item("offset", canvas.palette.offsetCurve)
        item(velocityScale.map { "velocity ±\(RenderFormat.number($0, decimals: 0)) px/s" } ?? "velocity", canvas.palette.velocity)
        item("decision", canvas.palette.adjusted)
        item("debounce end", canvas.palette.debounceEnd)
        item("phase end", canvas.palette.phaseEnd)
        for phase in ScrollPhase.allCases { item(phase.rawValue, canvas.palette.phase(phase)) }
    }

    private func drawScale(_ ranges: Ranges, plot: Rect, in rect: Rect, on canvas: Canvas) {
        let top = RenderFormat.number(ranges.offset.upperBound, decimals: 0)
        let bottom = RenderFormat.number(ranges.offset.lowerBound, decimals: 0)
        let right = plot.minX - 5
        canvas.text(top, at: Point(x: right - canvas.measure(top).width, y: plot.minY), color: canvas.palette.offsetCurve)
        canvas.text(bottom, at: Point(x: right - canvas.measure(bottom).width, y: plot.maxY - canvas.lineHeight()), color: canvas.palette.offsetCurve)
    }

    private func drawBands(_ records: some RandomAccessCollection<FrameRecord>, geometry: TimelineGeometry, on canvas: Canvas) {
        let plot = geometry.plot
        let band = Rect(x: plot.minX, y: plot.maxY + 3, width: plot.width, height: TimelineRenderer.bandHeight)
        canvas.fill(band, canvas.palette.timelineBand)
        var runStart: Int?
        var runPhase = ScrollPhase.idle
        func close(at tick: Int) {
            guard let start = runStart else { return }
            let x0 = Swift.max(plot.minX, geometry.x(forTick: start))
            let x1 = Swift.min(plot.maxX, geometry.x(forTick: tick))
            if x1 > x0 { canvas.fill(Rect(x: x0, y: band.minY, width: x1 - x0, height: band.height), canvas.palette.phase(runPhase)) }
        }
        var lastTick = geometry.firstTick
        for r in records where r.tick >= geometry.firstTick {
            if runStart == nil || r.phase != runPhase {
                close(at: r.tick)
                runStart = r.tick
                runPhase = r.phase
            }
            lastTick = r.tick
        }
        // The last record's phase lasts one tick.
        close(at: lastTick + 1)
    }

    private func drawMarkers(_ records: some RandomAccessCollection<FrameRecord>, geometry: TimelineGeometry, on canvas: Canvas) {
        let plot = geometry.plot
        for tick in viewEventTicks where tick >= geometry.firstTick && tick <= geometry.lastTick {
            let x = geometry.x(forTick: tick)
            canvas.line(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.minY + 6), color: canvas.palette.viewEvent, width: 1)
        }
        for r in records where r.tick >= geometry.firstTick && (r.decision != nil || !r.ends.isEmpty) {
            let x = geometry.x(forTick: r.tick)
            if r.decision != nil {
                canvas.line(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY), color: canvas.palette.adjusted.withAlpha(0.45), width: 1)
                canvas.triangle(Point(x: x - 4, y: plot.minY + 4), Point(x: x, y: plot.minY), Point(x: x + 4, y: plot.minY + 4), color: canvas.palette.adjusted)
                canvas.triangle(Point(x: x - 4, y: plot.minY + 4), Point(x: x, y: plot.minY + 8), Point(x: x + 4, y: plot.minY + 4), color: canvas.palette.adjusted)
            }
            if r.ends.contains(.debounce) {
                canvas.dashedLine(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY), color: canvas.palette.debounceEnd.withAlpha(0.8), width: 1, dash: 2, gap: 2)
                canvas.triangle(Point(x: x - 4, y: plot.maxY), Point(x: x + 4, y: plot.maxY), Point(x: x, y: plot.maxY - 6), color: canvas.palette.debounceEnd)
            }
            if r.ends.contains(.phase) {
                canvas.dashedLine(from: Point(x: x, y: plot.minY), to: Point(x: x, y: plot.maxY), color: canvas.palette.phaseEnd.withAlpha(0.8), width: 1, dash: 4, gap: 2)
                canvas.triangle(Point(x: x - 4, y: plot.maxY - 7), Point(x: x + 4, y: plot.maxY - 7), Point(x: x, y: plot.maxY - 13), color: canvas.palette.phaseEnd)
            }
        }
    }

    /// One curve, as one min–max segment per logical pixel column joined to
    /// its neighbours.
    private func drawCurve(
        _ records: some RandomAccessCollection<FrameRecord>, geometry: TimelineGeometry, range: ClosedRange<Double>,
        color: RGBColor, on canvas: Canvas, value: (FrameRecord) -> Double
    ) {
        let plot = geometry.plot
        let columns = Swift.max(1, Int(plot.width.rounded(.up)) + 1)
        var column = -1
        var first = 0.0, last = 0.0, lo = 0.0, hi = 0.0
        var previous: Point?
        func flush() {
            guard column >= 0 else { return }
            let x = plot.minX + Double(column)
            let yFirst = y(first, in: range, plot: plot)
            if let previous { canvas.line(from: previous, to: Point(x: x, y: yFirst), color: color, width: 1) }
            if hi > lo {
                canvas.line(from: Point(x: x, y: y(hi, in: range, plot: plot)), to: Point(x: x, y: y(lo, in: range, plot: plot)), color: color, width: 1)
            } else if previous == nil {
                canvas.fill(Rect(x: x, y: yFirst - 0.5, width: 1, height: 1), color)
            }
            previous = Point(x: x, y: y(last, in: range, plot: plot))
        }
        for r in records where r.tick >= geometry.firstTick {
            let v = value(r)
            guard v.isFinite else { continue }
            let c = Swift.min(Swift.max(Int((geometry.x(forTick: r.tick) - plot.minX).rounded(.down)), 0), columns - 1)
            if c != column {
                flush()
                column = c
                first = v; last = v; lo = v; hi = v
            } else {
                last = v
                lo = Swift.min(lo, v)
                hi = Swift.max(hi, v)
            }
        }
        flush()
    }

    /// The y of the footer row under the phase band: the axis's end times
    /// and the playhead's readout.
    static func footerY(plot: Rect) -> Double { plot.maxY + 3 + bandHeight + 4 }

    /// The axis's end times in the footer, left and right; one that the
    /// playhead's readout (`avoiding`, its pill) would touch is left out.
    private func drawTimes(
        _ geometry: TimelineGeometry, records: some RandomAccessCollection<FrameRecord>, avoiding readout: Rect?,
        in rect: Rect, on canvas: Canvas
    ) {
        let plot = geometry.plot
        let y = TimelineRenderer.footerY(plot: plot)
        guard let newest = records.last else { return }
        let tickLength = TimelineRenderer.tickLength(records)
        // The ends of the axis, from the newest record's clock; never negative.
        let lastTime = newest.time + Double(geometry.lastTick - newest.tick) * tickLength
        let firstTime = Swift.max(0, lastTime - Double(geometry.lastTick - geometry.firstTick) * tickLength)
        let left = "\(RenderFormat.number(firstTime, decimals: 2)) s"
        let right = "\(RenderFormat.number(Swift.max(0, lastTime), decimals: 2)) s"
        for (text, x) in [(left, plot.minX), (right, plot.maxX - canvas.measure(right).width)] {
            let m = canvas.measure(text)
            let box = Rect(x: x - 6, y: y, width: m.width + 12, height: m.height)
            if let readout, readout.intersects(box) { continue }
            canvas.text(text, at: Point(x: x, y: y), color: canvas.palette.secondaryText)
        }
    }

    /// The playhead and its readout; returns the readout's pill.
    private func drawCursor(_ tick: Int, records: some RandomAccessCollection<FrameRecord>, geometry: TimelineGeometry, in rect: Rect, on canvas: Canvas) -> Rect {
        let plot = geometry.plot
        let x = geometry.x(forTick: tick)
        let bottom = plot.maxY + 3 + TimelineRenderer.bandHeight
        canvas.line(from: Point(x: x, y: plot.minY - 2), to: Point(x: x, y: bottom + 2), color: canvas.palette.halo, width: 3)
        canvas.line(from: Point(x: x, y: plot.minY - 2), to: Point(x: x, y: bottom + 2), color: canvas.palette.text, width: 1)
        var text = "tick \(tick)"
        if let r = TimelineRenderer.record(at: tick, in: records) {
            text += "  \(RenderFormat.number(r.time, decimals: 2)) s  \(RenderFormat.number(r.offset[axis])) px  \(r.phase.rawValue)"
        }
        // The readout has the footer to itself (the plot keeps every curve
        // and marker visible): centred under the playhead, kept whole in
        // the panel; the end times it would touch make way.
        let at = TimelineRenderer.readoutOrigin(size: canvas.measure(text), playheadX: x, plot: plot, in: rect)
        OverlayRenderer.label(text, at: at, color: canvas.palette.text, on: canvas)
        return OverlayLabelLayout.pill(of: canvas.measure(text), at: at)
    }

    /// Where the playhead's readout of `size` goes: in the footer row under
    /// the phase band (never over the plot), centred on the playhead's x and
    /// moved, never cut, to stay 4 px inside the panel `rect`.
    static func readoutOrigin(size: Size, playheadX x: Double, plot: Rect, in rect: Rect) -> Point {
        OverlayRenderer.placement(of: size, at: Point(x: x - size.width / 2, y: footerY(plot: plot)), inside: rect)
    }

    /// The legend rows for what the timeline draws from `records`: the two
    /// curves always, the markers and phase colours only when present.
    static func legendItems(_ records: some Collection<FrameRecord>, palette: RenderPalette) -> [OverlayLegend.Item] {
        var decisions = false, debounce = false, phaseEnds = false
        var phases = Set<ScrollPhase>()
        for r in records {
            if r.decision != nil { decisions = true }
            if r.ends.contains(.debounce) { debounce = true }
            if r.ends.contains(.phase) { phaseEnds = true }
            phases.insert(r.phase)
        }
        var items = [
            OverlayLegend.Item(name: "timeline: offset", color: palette.offsetCurve),
            OverlayLegend.Item(name: "timeline: velocity", color: palette.velocity),
        ]
        if decisions { items.append(.init(name: "timeline: decision", color: palette.adjusted)) }
        if debounce { items.append(.init(name: "timeline: debounce end", color: palette.debounceEnd, isDashed: true)) }
        if phaseEnds { items.append(.init(name: "timeline: phase end", color: palette.phaseEnd, isDashed: true)) }
        for phase in ScrollPhase.allCases where phases.contains(phase) {
            items.append(.init(name: "phase band: \(phase.rawValue)", color: palette.phase(phase)))
        }
        return items
    }

    /// The record with `tick` (records sorted by tick), by binary search.
    package static func record(at tick: Int, in records: some RandomAccessCollection<FrameRecord>) -> FrameRecord? {
        var lo = records.startIndex
        var hi = records.endIndex
        while lo < hi {
            let mid = records.index(lo, offsetBy: records.distance(from: lo, to: hi) / 2)
            if records[mid].tick < tick { lo = records.index(after: mid) } else { hi = mid }
        }
        guard lo < records.endIndex, records[lo].tick == tick else { return nil }
        return records[lo]
    }

    /// Seconds per tick estimated from the records (1/120 s when unknown).
    package static func tickLength(_ records: some RandomAccessCollection<FrameRecord>) -> Double {
        guard let a = records.first, let b = records.last, b.tick > a.tick else { return 1.0 / 120.0 }
        let t = (b.time - a.time) / Double(b.tick - a.tick)
        return t.isFinite && t > 0 ? t : 1.0 / 120.0
    }
}
