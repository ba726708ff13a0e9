import ScrollKitCore

/// The shapes the scene needs beyond the canvas's rectangles: rectangles
/// with a border drawn inside them (SwiftUI's `.background(...).border(...)`
/// and `RoundedRectangle`), and linear gradients. Rounded corners (a radius
/// of half a device pixel or more) go to the canvas's anti-aliased
/// `fillRoundedRect` / `strokeRoundedRect`; square ones and gradients are
/// rasterised here on the device pixel grid as runs of whole device pixels
/// sent as rectangles, so every SDL backend (the window, the headless
/// recorder) draws exactly the same pixels, and edges never blur.
///
/// (`RoundedBox` also describes aliased rounded rows, where a device pixel
/// belongs to a corner when its centre lies inside the corner's circle.)
/// Only the rows (or columns) inside the output and the clip
/// are visited, and rows that look the same are sent as one rectangle, so a
/// shape costs about (corner radius + border width) × 2 rectangles whatever
/// its size.
package enum SceneShapes {
    /// The horizontal extent of one device row of a rounded rectangle, in
    /// device pixels: the shape covers `outer`, and the border is `outer`
    /// minus `inner` (`inner` nil: the whole row is border).
    package struct RowSpans: Equatable {
        var outer: Range<Int>
        package var inner: Range<Int>?
    }

    /// The device-pixel box of a rounded rectangle and how its rows look.
    package struct RoundedBox: Equatable {
        /// Device pixel edges: columns x0..<x1, rows y0..<y1.
        package var x0: Int
        package var x1: Int
        package var y0: Int
        package var y1: Int
        /// Corner radius, device pixels, ≤ half the shorter side.
        package var radius: Double
        /// Border width, whole device pixels, ≤ half the shorter side; 0 for none.
        package var border: Int

        /// The box of `rect` (logical, current coordinates) on `canvas`'s
        /// device grid, or nil when it is empty or not finite.
        package init?(_ rect: Rect, radius: Double, borderWidth: Double, scale: Double, translation: Vector) {
            guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0,
                  scale.isFinite, scale > 0, translation.isFinite
            else { return nil }
            func device(_ v: Double) -> Int { Int(Swift.min(Swift.max((v * scale).rounded(), -16_000_000), 16_000_000)) }
            x0 = device(rect.minX + translation.dx)
            x1 = device(rect.maxX + translation.dx)
            y0 = device(rect.minY + translation.dy)
            y1 = device(rect.maxY + translation.dy)
            guard x1 > x0, y1 > y0 else { return nil }
            let half = Double(Swift.min(x1 - x0, y1 - y0)) / 2
            self.radius = radius.isFinite ? Swift.min(Swift.max(0, radius * scale), half) : 0
            if borderWidth.isFinite, borderWidth > 0 {
                border = Int(Swift.min(Swift.max(1, (borderWidth * scale).rounded()), half.rounded(.up)))
            } else {
                border = 0
            }
        }

        /// Rows from `middle.lowerBound` to `middle.upperBound` all look the
        /// same (no corner, border only at the sides).
        var middle: Range<Int> {
            let band = Int(Swift.max(radius, Double(border)).rounded(.up))
            let lo = y0 + band
            let hi = Swift.max(lo, y1 - band)
            return lo..<hi
        }

        /// The spans of device row `row` (y0 ≤ row < y1).
        func spans(row: Int) -> RowSpans {
            let o = RoundedBox.inset(row: row, top: y0, bottom: y1, radius: radius)
            let outer = (x0 + o)..<Swift.max(x0 + o, x1 - o)
            guard border > 0 else { return RowSpans(outer: outer, inner: outer) }
            guard row >= y0 + border, row < y1 - border, x1 - x0 > 2 * border else { return RowSpans(outer: outer, inner: nil) }
            let innerRadius = Swift.max(0, radius - Double(border))
            let i = Swift.max(o, border + RoundedBox.inset(row: row, top: y0 + border, bottom: y1 - border, radius: innerRadius))
            let lo = x0 + i
            let hi = x1 - i
            return RowSpans(outer: outer, inner: hi > lo ? lo..<hi : nil)
        }

        /// How far row `row` of a box from `top` to `bottom` with corner
        /// `radius` is cut in at each side: the first column whose centre is
        /// inside the corner circle, counted from the edge.
        package static func inset(row: Int, top: Int, bottom: Int, radius: Double) -> Int {
            guard radius > 0 else { return 0 }
            let c = Double(row) + 0.5
            let d: Double
            if c < Double(top) + radius {
                d = Double(top) + radius - c
            } else if c > Double(bottom) - radius {
                d = c - (Double(bottom) - radius)
            } else {
                return 0
            }
            let cut = radius - (Swift.max(0, radius * radius - d * d)).squareRoot()
            return Swift.max(0, Int((cut - 0.5).rounded(.up)))
        }
    }

    /// Fills `rect` (logical pixels, current coordinates) with `fill`, corners
    /// rounded by `radius`, then draws a border of `borderWidth` logical
    /// pixels inside its edge in `border`, over the fill (alpha blended like
    /// SwiftUI's `.border` over `.background`). A zero radius gives square
    /// corners, a zero width or clear colour no border.
    static func roundedRect(
        _ rect: Rect, radius: Double, fill: RGBColor, border: RGBColor, borderWidth: Double, on canvas: Canvas
    ) {
        let width = border.a > 0 ? borderWidth : 0
        if radius.isFinite, radius * canvas.scale >= 0.5 {
            canvas.fillRoundedRect(rect, radius: radius, color: fill)
            if width.isFinite, width > 0 { canvas.strokeRoundedRect(rect, radius: radius, color: border, width: width) }
            return
        }
        guard let box = RoundedBox(rect, radius: radius, borderWidth: width, scale: canvas.scale, translation: canvas.translation),
              let rows = visibleRange(box.y0..<box.y1, axis: .vertical, on: canvas)
        else { return }
        let middle = box.middle
        var row = rows.lowerBound
        while row < rows.upperBound {
            let spans = box.spans(row: row)
            var end = row + 1
            if middle.contains(row) {
                end = Swift.min(middle.upperBound, rows.upperBound)
            } else {
                while end < rows.upperBound, !middle.contains(end), box.spans(row: end) == spans { end += 1 }
            }
            let band = row..<end
            fillDevice(columns: spans.outer, rows: band, fill, on: canvas)
            if box.border > 0 {
                if let inner = spans.inner {
                    fillDevice(columns: spans.outer.lowerBound..<inner.lowerBound, rows: band, border, on: canvas)
                    fillDevice(columns: inner.upperBound..<spans.outer.upperBound, rows: band, border, on: canvas)
                } else {
                    fillDevice(columns: spans.outer, rows: band, border, on: canvas)
                }
            }
            row = end
        }
    }

    /// Fills `rect` with a linear gradient along `axis`, from `start` at its
    /// leading edge to `end` at its trailing edge (each device line gets the
    /// colour at its centre, channels interpolated in sRGB and rounded).
    static func gradient(_ rect: Rect, from start: RGBColor, to end: RGBColor, along axis: Axis, on canvas: Canvas) {
        fillLines(rect, along: axis, on: canvas) { line, all in
            mix(start, end, (Double(line - all.lowerBound) + 0.5) / Double(all.count))
        }
    }

    /// Fills `rect` one device line across `axis` at a time (rows for the
    /// vertical axis, columns for the horizontal), line `i` of `all` (the
    /// rect's lines) in `color(i, all)`; only the lines inside the output
    /// and the clip are visited, and neighbours of one colour go as one
    /// rectangle.
    static func fillLines(_ rect: Rect, along axis: Axis, on canvas: Canvas, color: (Int, Range<Int>) -> RGBColor) {
        guard let box = RoundedBox(rect, radius: 0, borderWidth: 0, scale: canvas.scale, translation: canvas.translation) else { return }
        let all = axis == .vertical ? box.y0..<box.y1 : box.x0..<box.x1
        guard let lines = visibleRange(all, axis: axis, on: canvas) else { return }
        let cross = axis == .vertical ? box.x0..<box.x1 : box.y0..<box.y1
        var line = lines.lowerBound
        while line < lines.upperBound {
            let c = color(line, all)
            var next = line + 1
            while next < lines.upperBound, color(next, all) == c { next += 1 }
            if axis == .vertical {
                fillDevice(columns: cross, rows: line..<next, c, on: canvas)
            } else {
                fillDevice(columns: line..<next, rows: cross, c, on: canvas)
            }
            line = next
        }
    }

    /// A feed post's parts in the card `card` (current coordinates): a round
    /// avatar (`accent(forItemID:)`, 40 px, less on short cards) 14 px in
    /// from the top-leading corner, and under it grey placeholder lines of
    /// text (`secondaryFill`, 8 px capsules 16 px apart, the last of a
    /// paragraph shorter, lengths varying with the id) as many as fit above
    /// a 14 px margin, appended to `list`. Returns the rectangle beside the
    /// avatar where the author line (the label) goes.
    @discardableResult
    package static func feedPost(id: Int, in card: Rect, style: PresetStyle, into list: inout DisplayList) -> Rect {
        let margin = 14.0
        let diameter = Swift.max(0, Swift.min(40, card.height - 2 * margin))
        let avatar = Rect(x: card.minX + margin, y: card.minY + margin, width: diameter, height: diameter)
        if diameter >= 8 {
            // The circle's box from its centre and radius, as `Canvas.fillCircle` takes it.
            let r = diameter / 2
            let circle = Rect(x: avatar.midX - r, y: avatar.midY - r, width: r * 2, height: r * 2)
            list.append(.shape(DisplayShape(.ellipse, frame: circle, paint: .fill(style.accent(forItemID: id)))))
        }
        var y = avatar.maxY + 14
        let lineWidth = card.width - 2 * margin
        var line = 0
        while y + 8 <= card.maxY - margin, lineWidth > 16 {
            // Lengths from a small hash of (id, line): 60…100 % of the width, the last line 35…60 %.
            let hash = UInt64(truncatingIfNeeded: id &* 2_654_435_761 &+ line &* 40_503)
            let isLast = y + 8 + 16 > card.maxY - margin
            let fraction = isLast ? 0.35 + Double(hash % 26) / 100 : 0.6 + Double(hash % 41) / 100
            let bar = Rect(x: card.minX + margin, y: y, width: (lineWidth * fraction).rounded(), height: 8)
            list.append(.shape(DisplayShape(.roundedRectangle(cornerRadius: 4, style: .circular), frame: bar, paint: .fill(style.secondaryFill))))
            y += 16
            line += 1
        }
        return Rect(x: avatar.maxX, y: avatar.minY, width: Swift.max(0, card.maxX - avatar.maxX), height: Swift.max(diameter, 20))
    }

    /// `color` with its alpha multiplied by `opacity` (clamped to [0, 1]; NaN
    /// reads as 0), SwiftUI's `.opacity(_:)` on a colour.
    static func faded(_ color: RGBColor, by opacity: Double) -> RGBColor {
        let o = opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 0
        return color.withAlpha(Double(color.a) / 255 * o)
    }

    /// `a` → `b` at `t` in [0, 1], every channel (alpha too) rounded.
    package static func mix(_ a: RGBColor, _ b: RGBColor, _ t: Double) -> RGBColor {
        let t = t.isFinite ? Swift.min(Swift.max(t, 0), 1) : 0
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded())
        }
        return RGBColor(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: channel(a.a, b.a))
    }

    // MARK: - Device pixels

    /// The part of device lines `lines` on `axis` that the output and the
    /// clip let through, or nil when none.
    private static func visibleRange(_ lines: Range<Int>, axis: Axis, on canvas: Canvas) -> Range<Int>? {
        let s = canvas.scale
        var lo = 0.0
        var hi = (canvas.size[axis] * s).rounded()
        if let clip = canvas.currentClip {
            let t = axis == .vertical ? canvas.translation.dy : canvas.translation.dx
            lo = Swift.max(lo, ((clip.origin[axis] + t) * s).rounded())
            hi = Swift.min(hi, ((clip.origin[axis] + clip.size[axis] + t) * s).rounded())
        }
        guard lo.isFinite, hi.isFinite else { return nil }
        let a = Swift.max(lines.lowerBound, Int(Swift.max(lo, -16_000_000)))
        let b = Swift.min(lines.upperBound, Int(Swift.min(hi, 16_000_000)))
        return a < b ? a..<b : nil
    }

    /// Fills device columns × rows (untranslated device pixels) through the
    /// canvas, which snaps them back to exactly these pixels.
    private static func fillDevice(columns: Range<Int>, rows: Range<Int>, _ color: RGBColor, on canvas: Canvas) {
        guard !columns.isEmpty, !rows.isEmpty, color.a > 0 else { return }
        let s = canvas.scale
        let t = canvas.translation
        let rect = Rect(
            x: Double(columns.lowerBound) / s - t.dx, y: Double(rows.lowerBound) / s - t.dy,
            width: Double(columns.count) / s, height: Double(rows.count) / s
        )
        canvas.fill(rect, color)
    }
}
