import ScrollKitCore

/// The study overlays drawn over a scene (to study a behavior's decision frame by frame), in content coordinates so
/// they move with the content:
///
/// - page or scroll-target boundaries: dashed lines at the edges of the
///   `scrollTargetLayout` children (labelled "view N" with the child's id
///   at its leading edge), or at whole pages (multiples of the container,
///   "page N") when the layout has no targets;
/// - the three targets of the last decision as container-sized outlines:
///   original (where the gesture began), proposed (the natural rest) and
///   adjusted (the behavior's choice), plus the unclamped answer when the
///   behavior asked for an offset out of range; a target off screen gets an
///   arrow badge at the lane's edge with its distance;
/// - the predicted resting point of the current motion (`restingOffset`);
/// - a velocity arrow from the lane's centre;
/// - the rubber-band zone: the area beyond the content's edges while
///   overscrolled, tinted and hatched, with its depth.
///
/// Like the scene, it touches only what is visible: boundaries are found by
/// binary search (`firstTarget(atOrAfter:on:)`), never by walking all items.
package struct OverlayRenderer {
    /// A kind of mark the overlays draw; the legend names the ones on screen.
    package enum Mark: Int, CaseIterable, Hashable, Sendable {
        case boundary, original, proposed, adjusted, unclamped, resting, velocity, overscroll

        /// The legend's words for it.
        package var name: String {
            switch self {
            case .boundary: "page / view edge"
            case .original: "original: where the gesture began"
            case .proposed: "proposed: the natural rest"
            case .adjusted: "adjusted: the behavior's target"
            case .unclamped: "unclamped: asked out of range"
            case .resting: "rest: where this motion ends"
            case .velocity: "velocity"
            case .overscroll: "rubber band (overscroll)"
            }
        }

        /// The mark's colour in `palette`.
        package func color(in palette: RenderPalette) -> RGBColor {
            switch self {
            case .boundary: palette.boundary
            case .original: palette.original
            case .proposed: palette.proposed
            case .adjusted: palette.adjusted
            case .unclamped: palette.unclamped
            case .resting: palette.resting
            case .velocity: palette.velocity
            case .overscroll: palette.overscroll
            }
        }

        /// Drawn dashed (the legend's swatch is too).
        var isDashed: Bool { self == .boundary || self == .unclamped || self == .resting }
    }

    var showsBoundaries = true
    var showsDecision = true
    var showsResting = true
    var showsVelocity = true
    var showsOverscroll = true
    /// The velocity arrow is `|velocity| × velocityArrowSeconds` long, capped
    /// at 45 % of the lane's shorter side.
    var velocityArrowSeconds = 0.1
    /// The most boundary lines drawn per axis per frame.
    var maximumBoundaries = 256

    /// Draws the overlays for the frame over the scene drawn in `rect`.
    /// - Parameters:
    ///   - record: the tick shown (velocity, resting offset).
    ///   - decision: the last decision of the behavior (kept by the caller
    ///     until the next one; `record.decision` is set only on its tick).
    ///   - layout, geometry: as passed to `SceneRenderer`.
    ///   - axes: the scrolling axes.
    ///   - panels: what will be drawn over the lane afterwards (the legend,
    ///     the HUD, the timeline), canvas coordinates: labels stay clear of them.
    /// - Returns: the kinds of marks drawn (for the legend; equal to `marks(…)`).
    @discardableResult
    package func draw(
        record: FrameRecord, decision: TargetDecision?, layout: any ContentLayout, geometry: ScrollEngineGeometry,
        axes: Axes, in rect: Rect, avoiding panels: [Rect] = [], on canvas: Canvas
    ) -> Set<Mark> {
        render(record: record, decision: decision, layout: layout, geometry: geometry, axes: axes, in: rect,
               avoiding: panels, on: canvas).marks
    }

    /// The kinds of marks `draw` draws for these values, without drawing
    /// (the composer lays the legend out before the lanes, so that labels
    /// can keep clear of it).
    package func marks(
        record: FrameRecord, decision: TargetDecision?, layout: any ContentLayout, geometry: ScrollEngineGeometry,
        axes: Axes, in rect: Rect
    ) -> Set<Mark> {
        let visible = geometry.visibleRect
        guard visible.origin.isFinite, visible.size.isPositiveFinite, rect.size.isPositiveFinite else { return [] }
        var marks: Set<Mark> = []
        if showsOverscroll, axes.members.contains(where: { OverlayRenderer.overscroll(geometry: geometry, axis: $0) != 0 }) {
            marks.insert(.overscroll)
        }
        if showsBoundaries, axes.members.contains(where: {
            !OverlayRenderer.boundaries(layout: layout, geometry: geometry, axis: $0, limit: maximumBoundaries).isEmpty
        }) {
            marks.insert(.boundary)
        }
        if showsDecision, let decision {
            let targets: [(Point?, Mark)] = [
                (decision.original, .original), (decision.proposed, .proposed), (decision.adjusted, .adjusted),
                (decision.unclamped, .unclamped),
            ]
            for (offset, mark) in targets where offset?.isFinite == true { marks.insert(mark) }
        }
        if showsResting, let resting = record.restingOffset, resting.isFinite { marks.insert(.resting) }
        let lane = Rect(origin: .zero, size: rect.size)
        if showsVelocity, velocityArrow(record.velocity, axes: axes, lane: lane) != nil { marks.insert(.velocity) }
        return marks
    }

    /// Draws the overlays (see `draw`) and returns the marks drawn and every
    /// label's pill as placed (canvas coordinates), for tests.
    @discardableResult
    func render(
        record: FrameRecord, decision: TargetDecision?, layout: any ContentLayout, geometry: ScrollEngineGeometry,
        axes: Axes, in rect: Rect, avoiding panels: [Rect] = [], on canvas: Canvas
    ) -> (marks: Set<Mark>, labels: [Rect]) {
        let marks = self.marks(record: record, decision: decision, layout: layout, geometry: geometry, axes: axes, in: rect)
        let visible = geometry.visibleRect
        guard visible.origin.isFinite, visible.size.isPositiveFinite, rect.size.isPositiveFinite else { return ([], []) }
        var pills: [Rect] = []
        let lane = Rect(origin: .zero, size: rect.size)
        canvas.withClip(rect) {
            canvas.withTranslation(Vector(dx: rect.minX, dy: rect.minY)) {
                // Labels go on top of every outline, so no later line crosses
                // them, placed together so that none covers another.
                var labels: [OverlayLabelLayout.Request] = []
                var late: [OverlayLabelLayout.Request] = []
                if marks.contains(.overscroll) {
                    for axis in axes.members where OverlayRenderer.overscroll(geometry: geometry, axis: axis) != 0 {
                        drawOverscroll(geometry: geometry, axis: axis, lane: lane, labels: &late, on: canvas)
                    }
                }
                if marks.contains(.boundary) {
                    for axis in axes.members {
                        drawBoundaries(layout: layout, geometry: geometry, axis: axis, lane: lane, labels: &late, on: canvas)
                    }
                }
                var badges: [Badge] = []
                if showsDecision, let decision {
                    let targets: [(String, Point?, Mark, Double)] = [
                        ("original", decision.original, .original, 2),
                        ("proposed", decision.proposed, .proposed, 5),
                        ("adjusted", decision.adjusted, .adjusted, 8),
                        ("unclamped", decision.unclamped, .unclamped, 11),
                    ]
                    for (slot, (name, offset, mark, inset)) in targets.enumerated() {
                        guard let offset, offset.isFinite else { continue }
                        drawTarget(name, offset: offset, color: mark.color(in: canvas.palette), inset: inset, dashed: mark.isDashed, slot: slot, axes: axes, geometry: geometry, lane: lane, badges: &badges, labels: &labels, on: canvas)
                    }
                }
                if marks.contains(.resting), let resting = record.restingOffset {
                    drawTarget("rest", offset: resting, color: canvas.palette.resting, inset: 14, dashed: true, slot: 4, axes: axes, geometry: geometry, lane: lane, badges: &badges, labels: &labels, on: canvas)
                }
                addBadges(badges, lane: lane, labels: &labels, on: canvas)
                if marks.contains(.velocity) { drawVelocity(record.velocity, axes: axes, lane: lane, labels: &labels, on: canvas) }
                labels += late
                let local = panels.map { Rect(x: $0.minX - rect.minX, y: $0.minY - rect.minY, width: $0.width, height: $0.height) }
                let origins = OverlayLabelLayout.place(labels, inside: lane, avoiding: local)
                for (label, origin) in zip(labels, origins) {
                    guard let origin else { continue }
                    OverlayRenderer.label(label.text, at: origin, color: label.color, on: canvas)
                    let pill = OverlayLabelLayout.pill(of: label.size, at: origin)
                    pills.append(pill.offsetBy(Vector(dx: rect.minX, dy: rect.minY)))
                }
            }
        }
        return (marks, pills)
    }

    // MARK: - Geometry (pure, for tests and hit-testing)

    /// The on-screen rectangle (lane coordinates) of a container-sized
    /// target whose reported content offset is `offset`. Axes the container
    /// does not scroll on keep the current position.
    static func targetRect(offset: Point, geometry: ScrollEngineGeometry, axes: Axes) -> Rect {
        let visible = geometry.visibleRect
        var position = visible.origin
        for axis in axes.members {
            position[axis] = geometry.position(forOffset: offset[axis], on: axis)
        }
        return Rect(origin: Point(x: position.x - visible.minX, y: position.y - visible.minY), size: geometry.containerSize)
    }

    /// The boundary positions on `axis` visible in the container, in lane
    /// coordinates along `axis`, with a label each: target edges when the
    /// layout has scroll targets, otherwise whole pages of the container.
    static func boundaries(layout: any ContentLayout, geometry: ScrollEngineGeometry, axis: Axis, limit: Int = 256) -> [(position: Double, label: String)] {
        let visible = geometry.visibleRect
        guard SceneRenderer.isQueryable(visible) else { return [] }
        let lo = visible.min(axis)
        let hi = visible.max(axis)
        var out: [(Double, String)] = []
        if layout.targetCount > 0 {
            var index = Swift.max(0, layout.firstTarget(atOrAfter: lo, on: axis) - 1)
            var lastEdge = -Double.infinity
            while index < layout.targetCount && out.count < limit {
                let frame = layout.targetFrame(at: index)
                let start = frame.min(axis)
                guard start.isFinite, start <= hi else { break }
                for (edge, isStart) in [(start, true), (frame.max(axis), false)] where edge >= lo && edge <= hi {
                    let label = isStart ? "view \(layout.itemID(at: Swift.min(index, layout.itemCount - 1)))" : ""
                    if abs(edge - lastEdge) <= 0.5 {
                        // Abutting views share one line: it names the view that starts there.
                        if isStart, let last = out.indices.last { out[last].1 = label }
                        continue
                    }
                    out.append((edge - lo, label))
                    lastEdge = edge
                }
                index += 1
            }
            return out
        }
        let page = geometry.containerSize[axis]
        guard page > 0, page.isFinite else { return [] }
        // Pages start at reported offsets k × page.
        let firstOffset = geometry.offset(forPosition: lo, on: axis)
        var k = (firstOffset / page).rounded(.up)
        guard k.isFinite, abs(k) < 1e12 else { return [] }
        while out.count < limit {
            let position = geometry.position(forOffset: k * page, on: axis)
            guard position <= hi else { break }
            out.append((position - lo, "page \(Int(k))"))
            k += 1
        }
        return out
    }

    /// The overscroll on `axis`: how far the position is past the start
    /// (negative) or the end (positive), 0 when in range.
    package static func overscroll(geometry: ScrollEngineGeometry, axis: Axis) -> Double {
        let p = geometry.position[axis]
        guard p.isFinite else { return 0 }
        if p < geometry.minPosition(axis) { return p - geometry.minPosition(axis) }
        if p > geometry.maxPosition(axis) { return p - geometry.maxPosition(axis) }
        return 0
    }

    // MARK: - Parts

    private func drawOverscroll(geometry: ScrollEngineGeometry, axis: Axis, lane: Rect, labels: inout [OverlayLabelLayout.Request], on canvas: Canvas) {
        let amount = OverlayRenderer.overscroll(geometry: geometry, axis: axis)
        guard amount != 0 else { return }
        let depth = Swift.min(abs(amount), lane.size[axis])
        var zone = lane
        zone.size[axis] = depth
        if amount > 0 { zone.origin[axis] = lane.max(axis) - depth }
        canvas.fill(zone, canvas.palette.overscroll.withAlpha(0.22))
        canvas.hatch(zone, canvas.palette.overscroll.withAlpha(0.6), spacing: 9, width: 1)
        var edge = zone
        edge.origin[axis] = amount < 0 ? zone.max(axis) - 1 : zone.min(axis)
        edge.size[axis] = 2
        canvas.fill(edge, canvas.palette.overscroll)
        let text = "overscroll \(RenderFormat.number(abs(amount)))"
        let m = canvas.measure(text)
        var at = Point(x: zone.midX - m.width / 2, y: zone.midY - m.height / 2)
        at.x = Swift.min(Swift.max(at.x, lane.minX + 4), lane.maxX - m.width - 4)
        at.y = Swift.min(Swift.max(at.y, lane.minY + 4), lane.maxY - m.height - 4)
        labels.append(.init(text: text, size: m, wanted: at, color: canvas.palette.overscroll))
    }

    private func drawBoundaries(
        layout: any ContentLayout, geometry: ScrollEngineGeometry, axis: Axis, lane: Rect,
        labels: inout [OverlayLabelLayout.Request], on canvas: Canvas
    ) {
        let lines = OverlayRenderer.boundaries(layout: layout, geometry: geometry, axis: axis, limit: maximumBoundaries)
        for (position, label) in lines {
            var a = Point.zero
            var b = Point.zero
            a[axis] = position
            b[axis] = position
            a[axis.cross] = lane.min(axis.cross)
            b[axis.cross] = lane.max(axis.cross)
            canvas.line(from: a, to: b, color: canvas.palette.halo, width: 3)
            canvas.dashedLine(from: a, to: b, color: canvas.palette.boundary, width: 1, dash: 6, gap: 4)
            if !label.isEmpty {
                var at = Point.zero
                at[axis] = position + 3
                at[axis.cross] = lane.max(axis.cross) - 16
                let m = canvas.measure(label)
                if axis == .vertical { at.x = lane.maxX - m.width - 12 }
                labels.append(.init(
                    text: label, size: m, wanted: at, color: canvas.palette.boundary,
                    line: .init(axis: axis, position: position)))
            }
        }
    }

    /// A badge for a target outside the lane, placed at the lane's edge.
    private struct Badge {
        var text: String
        var color: RGBColor
        /// The lane edge it sits on: the axis and whether at the end.
        var axis: Axis
        var atEnd: Bool
    }

    private func drawTarget(
        _ name: String, offset: Point, color: RGBColor, inset: Double, dashed: Bool, slot: Int, axes: Axes,
        geometry: ScrollEngineGeometry, lane: Rect, badges: inout [Badge], labels: inout [OverlayLabelLayout.Request],
        on canvas: Canvas
    ) {
        guard offset.isFinite else { return }
        let rect = OverlayRenderer.targetRect(offset: offset, geometry: geometry, axes: axes)
        let axis = axes.primary
        let value = RenderFormat.number(offset[axis])
        guard rect.intersects(lane) else {
            let distance = rect.min(axis) - lane.min(axis)
            let atEnd = distance > 0
            let arrow = axis == .vertical ? (atEnd ? "↓" : "↑") : (atEnd ? "→" : "←")
            badges.append(Badge(text: "\(arrow) \(name) \(value)", color: color, axis: axis, atEnd: atEnd))
            return
        }
        let outline = rect.insetBy(dx: inset, dy: inset)
        canvas.stroke(outline.insetBy(dx: -1, dy: -1), canvas.palette.halo, width: 4)
        if dashed {
            canvas.dashedStroke(outline, color, width: 2, dash: 8, gap: 5)
        } else {
            canvas.stroke(outline, color, width: 2)
        }
        // The label sits inside the outline, clear of the HUD (top-leading):
        // at the trailing end of a vertical target's top edge, and below the
        // middle of a horizontal target's leading edge.
        let text = "\(name) \(value)"
        let visible = Canvas.intersection(outline, lane)
        let size = canvas.measure(text)
        let width = size.width
        var at = Point(x: visible.minX + 4, y: visible.minY + 4)
        if axis == .vertical {
            at.x = Swift.max(visible.minX + 4, visible.maxX - width - 12)
            if outline.minY < lane.minY { at.y = visible.minY + 4 + inset * 2 }
        } else {
            if outline.minX < lane.minX { at.x = visible.minX + 4 + inset * 2 }
            at.y = lane.minY + (lane.height * 0.62).rounded()
        }
        at.y += Double(slot) * (canvas.lineHeight() + 3)  // coincident targets keep readable labels
        // The label keeps to the outline's leading edge on the scroll axis
        // (inside the outline), or to its trailing edge when the leading one
        // is off the lane.
        let leadingVisible = outline.min(axis) >= lane.min(axis)
        let line = OverlayLabelLayout.Line(
            axis: axis, position: leadingVisible ? outline.min(axis) : outline.max(axis), prefersAfter: leadingVisible)
        labels.append(.init(text: text, size: size, wanted: at, color: color, line: line))
    }

    private func addBadges(_ badges: [Badge], lane: Rect, labels: inout [OverlayLabelLayout.Request], on canvas: Canvas) {
        var used: [String: Int] = [:]
        for badge in badges {
            let key = "\(badge.axis)\(badge.atEnd)"
            let slot = used[key, default: 0]
            used[key] = slot + 1
            let m = canvas.measure(badge.text)
            var at = Point.zero
            let step = m.height + 6
            if badge.axis == .vertical {
                at.x = lane.midX - m.width / 2
                at.y = badge.atEnd ? lane.maxY - 6 - m.height - Double(slot) * step : lane.minY + 6 + Double(slot) * step
            } else {
                at.y = lane.midY - m.height / 2 + Double(slot) * step
                at.x = badge.atEnd ? lane.maxX - 6 - m.width : lane.minX + 6
            }
            // The badge keeps to its own edge of the lane (its arrow points past it).
            let edge = OverlayLabelLayout.Line(
                axis: badge.axis, position: badge.atEnd ? lane.max(badge.axis) : lane.min(badge.axis), prefersAfter: !badge.atEnd)
            labels.append(.init(text: badge.text, size: m, wanted: at, color: badge.color, line: edge))
        }
    }

    /// The velocity arrow in `lane`: from the centre, `|v| × velocityArrowSeconds`
    /// long (capped); nil when too short to draw (under 4 px or 1 px/s).
    func velocityArrow(_ velocity: Vector, axes: Axes, lane: Rect) -> (from: Point, to: Point, speed: Double, direction: Vector)? {
        var v = Vector.zero
        for axis in axes.members { v[axis] = velocity[axis] }
        let speed = v.length
        guard speed.isFinite, speed >= 1 else { return nil }
        let cap = 0.45 * Swift.min(lane.width, lane.height)
        let length = Swift.min(speed * velocityArrowSeconds, cap)
        guard length >= 4 else { return nil }
        let center = Point(x: lane.midX, y: lane.midY)
        let tip = Point(x: center.x + v.dx / speed * length, y: center.y + v.dy / speed * length)
        return (center, tip, speed, v)
    }

    private func drawVelocity(_ velocity: Vector, axes: Axes, lane: Rect, labels: inout [OverlayLabelLayout.Request], on canvas: Canvas) {
        guard let (center, tip, speed, v) = velocityArrow(velocity, axes: axes, lane: lane) else { return }
        canvas.arrow(from: center, to: tip, color: canvas.palette.halo, width: 5, headLength: 13)
        canvas.arrow(from: center, to: tip, color: canvas.palette.velocity, width: 3, headLength: 11)
        canvas.fillCircle(center: center, radius: 3, color: canvas.palette.velocity)
        let text = "\(RenderFormat.number(speed, decimals: 0)) px/s"
        let m = canvas.measure(text)
        let at = Point(x: center.x + (v.dx >= 0 ? -m.width - 8 : 8), y: center.y + (v.dy >= 0 ? -m.height - 8 : 8))
        labels.append(.init(text: text, size: m, wanted: at, color: canvas.palette.velocity))
    }

    /// Small text on an opaque dark pill, readable over any content.
    package static func label(_ text: String, at origin: Point, color: RGBColor, on canvas: Canvas) {
        let m = canvas.measure(text)
        canvas.fill(Rect(x: origin.x - 3, y: origin.y - 1, width: m.width + 5, height: m.height + 1), canvas.palette.panel.withAlpha(1))
        canvas.text(text, at: origin, color: color)
    }

    /// Where a label of size `size` wanted at `origin` goes so that its pill
    /// stays whole inside `bounds` (moved, never cut; pinned to the leading
    /// edge when wider than the bounds).
    package static func placement(of size: Size, at origin: Point, inside bounds: Rect) -> Point {
        let x = Swift.max(bounds.minX + 4, Swift.min(origin.x, bounds.maxX - size.width - 4))
        let y = Swift.max(bounds.minY + 2, Swift.min(origin.y, bounds.maxY - size.height - 2))
        return Point(x: x, y: y)
    }

    /// A label kept whole inside `bounds` (see `placement(of:at:inside:)`).
    package static func label(_ text: String, at origin: Point, color: RGBColor, inside bounds: Rect, on canvas: Canvas) {
        label(text, at: placement(of: canvas.measure(text), at: origin, inside: bounds), color: color, on: canvas)
    }
}
