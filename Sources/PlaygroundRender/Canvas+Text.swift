import CSDL2
import Foundation
import ScrollKitCore

/// Text: faces, measuring, drawing and centring lines of text.
extension Canvas {
    /// Device pixels per em for `size`: `points × scale`, rounded, ≥ 1.
    func devicePixels(_ size: TextSize) -> Int32 {
        size.devicePixels(scale: scale)
    }

    /// The face `text` is drawn in: semibold when asked; else the display
    /// cut at title sizes; else the monospaced face for text with digits
    /// at a size that asks for it (`TextSize.small`: values that change every frame keep their width: the HUD,
    /// readouts, timeline labels); else the UI face.
    func face(for text: String, size: TextSize, weight: TextWeight) -> TextRasterizer.Face {
        if weight == .semibold { return .semibold }
        if size.isDisplay { return .display }
        // Digits are ASCII: their UTF-8 bytes appear in no other character.
        if size.monospacesDigits, text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { return .monospaced }
        return .text
    }

    /// The size of `text` at `size`, logical pixels: widest line × lines.
    package func measure(_ text: String, size: TextSize = .small, weight: TextWeight = .regular) -> Size {
        let face = face(for: text, size: size, weight: weight)
        let px = devicePixels(size)
        if !text.utf8.contains(0x0A) {  // one line (most labels): no split, no copy
            return Size(width: Double(rasterizer.width(text, face: face, pixels: px)) / scale, height: lineHeight(size))
        }
        var widest: Int32 = 0
        var count = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            widest = Swift.max(widest, rasterizer.width(String(line), face: face, pixels: px))
            count += 1
        }
        return Size(width: Double(widest) / scale, height: Double(count) * lineHeight(size))
    }

    /// The height of one line at `size`, logical pixels (the UI face's line
    /// spacing; every face of a size shares it and its baseline).
    package func lineHeight(_ size: TextSize = .small) -> Double {
        Double(rasterizer.metrics(.text, pixels: devicePixels(size))?.lineSkip ?? devicePixels(size)) / scale
    }

    /// The height of a capital letter at `size`, logical pixels.
    func capHeight(_ size: TextSize = .small) -> Double {
        Double(rasterizer.metrics(.text, pixels: devicePixels(size))?.capHeight ?? devicePixels(size) * 7 / 10) / scale
    }

    /// Draws `text` with its top-left corner at `origin` (logical pixels):
    /// the first baseline is the UI face's ascent below `origin.y`. `\n`
    /// starts a new line. Glyphs are anti-aliased, placed on whole device
    /// pixels (so the same text draws the same pixels wherever it lands on
    /// the grid). Characters no face has are drawn as ASCII stand-ins.
    package func text(_ text: String, at origin: Point, color: RGBColor, size: TextSize = .small, weight: TextWeight = .regular) {
        guard color.a > 0, origin.isFinite, !isClippedAway else { return }
        let face = face(for: text, size: size, weight: weight)
        let px = devicePixels(size)
        guard let ui = rasterizer.metrics(.text, pixels: px), let own = rasterizer.metrics(face, pixels: px) else { return }
        let o = origin + translation
        let x = device(o.x)
        var y = device(o.y) + ui.ascent - own.ascent
        let limit = clipStack.last.flatMap(deviceRect)
        let output = deviceOutputRect
        if !text.utf8.contains(0x0A) {  // one line (most text): no split, no copy
            drawLine(text, face: face, pixels: px, x: x, y: y, lineSkip: ui.lineSkip, output: output, limit: limit, color: color)
            return
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            drawLine(String(line), face: face, pixels: px, x: x, y: y, lineSkip: ui.lineSkip, output: output, limit: limit, color: color)
            y += ui.lineSkip
        }
    }

    /// One line of `text(_:at:)`: its top-left corner at device pixel (x, y),
    /// cut to `output` and `limit`.
    func drawLine(
        _ line: String, face: TextRasterizer.Face, pixels px: Int32, x: Int32, y: Int32, lineSkip: Int32,
        output: SDL_Rect, limit: SDL_Rect?, color: RGBColor
    ) {
        guard y < output.y + output.h, y + lineSkip > output.y else { return }
        if face == .monospaced {
            // Glyph by glyph on whole-pixel advances: digits stay even and
            // a changing number costs no new rendering.
            let advance = rasterizer.monospacedAdvance(pixels: px)
            var pen = x
            for scalar in rasterizer.monospacedScalars(line, pixels: px) {
                defer { pen += advance }
                guard let glyph = rasterizer.monospacedGlyph(scalar, pixels: px), let runs = glyph.runs else { continue }
                let dst = SDL_Rect(x: pen + glyph.shift, y: y, w: glyph.width, h: glyph.height)
                if !Canvas.overlaps(dst, output) { continue }
                if let limit, !Canvas.overlaps(dst, limit) { continue }
                fillRuns(runs, x: dst.x, y: y, color: color)
            }
            return
        }
        guard let rendered = rasterizer.line(line, face: face, pixels: px) else { return }
        let top = y + rendered.top
        let dst = SDL_Rect(x: x, y: top, w: rendered.width, h: rendered.height)
        if !Canvas.overlaps(dst, output) { return }
        if let limit, !Canvas.overlaps(dst, limit) { return }
        fillRuns(rendered.runs, x: x, y: top, color: color)
        for image in rendered.images {
            draw(image, x: x + image.x, y: top + image.y, within: limit.map { Canvas.intersection($0, output) } ?? output, opacity: color.a)
        }
    }

    /// Draws `text` centred in `rect`: horizontally by its width, vertically
    /// by the capital height of its lines (from the first line's cap top to
    /// the last baseline), so digits sit optically centred.
    package func text(_ text: String, centeredIn rect: Rect, color: RGBColor, size: TextSize = .small, weight: TextWeight = .regular) {
        guard rect.isDrawable else { return }
        self.text(text, at: centeredOrigin(text, in: rect, size: size, weight: weight), color: color, size: size, weight: weight)
    }

    /// Where `text(_:at:)` must put `text` to centre it in `rect` as
    /// `text(_:centeredIn:)` does, snapped to the device grid.
    func centeredOrigin(_ text: String, in rect: Rect, size: TextSize = .small, weight: TextWeight = .regular) -> Point {
        let m = measure(text, size: size, weight: weight)
        let ui = rasterizer.metrics(.text, pixels: devicePixels(size))
        let ascent = Double(ui?.ascent ?? devicePixels(size)) / scale
        let cap = capHeight(size)
        let lines = Double(Swift.max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count))
        let inkHeight = (lines - 1) * lineHeight(size) + cap
        return Point(x: snap(rect.midX - m.width / 2), y: snap(rect.midY - inkHeight / 2 - (ascent - cap)))
    }

    /// Rounds a logical coordinate to the device pixel grid.
    package func snap(_ v: Double) -> Double {
        guard v.isFinite else { return v }
        return (v * scale).rounded() / scale
    }

}
