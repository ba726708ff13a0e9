import CSDL2
import Foundation
import ScrollKitCore

/// A thin drawing API over an `SDL_Renderer`, in logical pixels.
///
/// Every coordinate passed in is a logical pixel; `scale` device pixels make
/// one logical pixel (1 normally, 2 on HiDPI or with `--scale 2`). Edges are
/// snapped to whole device pixels by rounding, so adjacent rectangles never
/// leave gaps. Colours are blended with their alpha (`SDL_BLENDMODE_BLEND`).
///
/// The same code draws the live window (a window's renderer) and headless
/// frames (`OffscreenSurface`'s software renderer). Text goes through a
/// texture atlas of the bitmap font made once per canvas; glyphs are scaled
/// by whole numbers with nearest-neighbour sampling, never smoothed.
///
/// Drawing never crashes on bad input: rectangles or points with NaN or
/// infinite coordinates are skipped, huge ones are clamped, empty ones draw
/// nothing.
///
/// Not thread-safe (SDL renderers are not): use a canvas from one thread.
/// The canvas owns its font textures: call `releaseTextures()` (or drop the
/// canvas) before `SDL_DestroyRenderer`.
final class Canvas {
    /// The SDL renderer drawn into (not owned).
    let renderer: OpaquePointer
    /// Device pixels per logical pixel, > 0.
    let scale: Double
    /// The font `text` draws with.
    let font: BitmapFont

    /// Font atlas textures (owned), one per device-pixels-per-font-pixel
    /// factor, made on first use so that glyphs are copied unscaled (the
    /// fast path of every SDL renderer). Glyph `i` is at column
    /// `i % atlasColumns`, row `i / atlasColumns`, cells one pixel apart.
    private var atlases: [Int: OpaquePointer] = [:]
    private let atlasColumns = 16
    /// True for glyphs without ink (spaces), which are skipped.
    private let blankGlyphs: [Bool]

    /// Active clip rectangles in untranslated logical pixels; the last one is
    /// in force (each is already the intersection with the one before).
    private var clipStack: [Rect] = []
    /// Active translations (logical pixels), summed into `translation`.
    private var translationStack: [Vector] = []
    /// The current translation added to every coordinate, logical pixels.
    private(set) var translation = Vector.zero

    /// Creates a canvas on `renderer` and uploads the font atlas to it.
    /// Throws when the scale is not finite and positive or SDL fails.
    init(renderer: OpaquePointer, scale: Double, font: BitmapFont) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RenderError(operation: "Canvas", message: "scale must be finite and in (0, 16], got \(scale)")
        }
        self.renderer = renderer
        self.scale = scale
        self.font = font
        blankGlyphs = (0..<font.glyphCount).map { index in
            !(0..<font.glyphHeight).contains { y in (0..<font.glyphWidth).contains { x in font.isInk(glyph: index, x: x, y: y) } }
        }
        let k = Swift.max(1, Int(scale.rounded()))
        atlases[k] = try Canvas.makeAtlas(renderer: renderer, font: font, columns: atlasColumns, factor: k)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        releaseTextures()
    }

    /// Destroys the font atlases. Call it before destroying the renderer
    /// (`SDL_DestroyRenderer` frees its textures itself, so a canvas that
    /// outlives its renderer must not free them again); drawing text after
    /// this re-creates them.
    func releaseTextures() {
        for texture in atlases.values { SDL_DestroyTexture(texture) }
        atlases.removeAll()
    }

    /// The size of the output in logical pixels.
    var size: Size {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return Size(width: Double(w) / scale, height: Double(h) / scale)
    }

    /// The output in logical pixels, at the origin (ignores translation).
    var bounds: Rect { Rect(origin: .zero, size: size) }

    // MARK: - State

    /// Restricts drawing to `rect` (in current coordinates) intersected with
    /// the clip already in force, until the matching `unclip()`.
    func clip(to rect: Rect) {
        var r = rect.offsetBy(translation)
        if !(r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite) || r.width < 0 || r.height < 0 {
            r = Rect(x: 0, y: 0, width: 0, height: 0)
        }
        if let current = clipStack.last { r = Canvas.intersection(r, current) }
        clipStack.append(r)
        applyClip()
    }

    /// Removes the clip set by the last `clip(to:)`. Extra calls are ignored.
    func unclip() {
        guard !clipStack.isEmpty else { return }
        clipStack.removeLast()
        applyClip()
    }

    /// Runs `body` with drawing clipped to `rect`.
    func withClip(_ rect: Rect, _ body: () -> Void) {
        clip(to: rect)
        body()
        unclip()
    }

    /// Runs `body` with every coordinate moved by `delta` (clips included).
    func withTranslation(_ delta: Vector, _ body: () -> Void) {
        guard delta.isFinite else { return }
        translationStack.append(delta)
        translation = translation + delta
        body()
        translationStack.removeLast()
        translation = translationStack.reduce(Vector.zero, +)
    }

    /// The current clip in current (translated) coordinates, or nil when none.
    var currentClip: Rect? { clipStack.last.map { $0.offsetBy(-translation) } }

    private func applyClip() {
        guard let r = clipStack.last else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var rect = deviceRect(r) ?? SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        SDL_RenderSetClipRect(renderer, &rect)
    }

    /// True when nothing can be drawn (the clip in force is empty).
    private var isClippedAway: Bool {
        guard let r = clipStack.last else { return false }
        return deviceRect(r) == nil
    }

    // MARK: - Rectangles

    /// Clears the whole output to `color` (ignores clip and alpha blending).
    func clear(_ color: RGBColor) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Fills `rect` with `color`, alpha blended.
    func fill(_ rect: Rect, _ color: RGBColor) {
        guard color.a > 0, var r = deviceRectCulled(rect.offsetBy(translation)) else { return }
        setColor(color)
        SDL_RenderFillRect(renderer, &r)
    }

    /// Outlines `rect` with a border of `width` logical pixels drawn inside it.
    func stroke(_ rect: Rect, _ color: RGBColor, width: Double = 1) {
        guard color.a > 0, rect.isDrawable, width.isFinite, width > 0 else { return }
        let w = Swift.min(width, rect.width / 2, rect.height / 2)
        guard w > 0 else { return }
        if w * 2 >= rect.width || w * 2 >= rect.height {
            fill(rect, color)
            return
        }
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w), color)
        fill(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), color)
        fill(Rect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w), color)
        fill(Rect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w), color)
    }

    /// Outlines `rect` with dashes (`dash` on, `gap` off, logical pixels),
    /// border drawn inside the rectangle.
    func dashedStroke(_ rect: Rect, _ color: RGBColor, width: Double = 1, dash: Double = 6, gap: Double = 4) {
        guard rect.isDrawable, width.isFinite, width > 0 else { return }
        let h = width / 2
        dashedLine(from: Point(x: rect.minX, y: rect.minY + h), to: Point(x: rect.maxX, y: rect.minY + h), color: color, width: width, dash: dash, gap: gap)
        dashedLine(from: Point(x: rect.minX, y: rect.maxY - h), to: Point(x: rect.maxX, y: rect.maxY - h), color: color, width: width, dash: dash, gap: gap)
        dashedLine(from: Point(x: rect.minX + h, y: rect.minY), to: Point(x: rect.minX + h, y: rect.maxY), color: color, width: width, dash: dash, gap: gap)
        dashedLine(from: Point(x: rect.maxX - h, y: rect.minY), to: Point(x: rect.maxX - h, y: rect.maxY), color: color, width: width, dash: dash, gap: gap)
    }

    /// Fills `rect` with diagonal stripes `spacing` apart (a hatched zone).
    func hatch(_ rect: Rect, _ color: RGBColor, spacing: Double = 8, width: Double = 1) {
        guard rect.isDrawable, rect.width > 0, rect.height > 0, spacing.isFinite, spacing >= 2 else { return }
        // Only the visible part costs anything, however large the zone.
        var zone = rect
        if let clip = currentClip { zone = Canvas.intersection(zone, clip) }
        zone = Canvas.intersection(zone, bounds.offsetBy(-translation))
        guard zone.width > 0, zone.height > 0 else { return }
        withClip(zone) {
            // Stripes x − y = c for c on a grid anchored at the rect's origin,
            // so the pattern moves with the rect.
            let anchor = rect.minX - rect.minY
            let base = abs(anchor) < 1e9 ? anchor : 0
            let lo = zone.minX - zone.maxY
            let hi = zone.maxX - zone.minY
            var c = base + ((lo - base) / spacing).rounded(.down) * spacing
            var count = 0
            while c <= hi && count < 4096 {
                count += 1
                line(from: Point(x: zone.minY + c, y: zone.minY), to: Point(x: zone.maxY + c, y: zone.maxY), color: color, width: width)
                c += spacing
            }
        }
    }

    // MARK: - Lines and shapes

    /// A straight line `width` logical pixels thick, centred on the segment.
    func line(from a: Point, to b: Point, color: RGBColor, width: Double = 1) {
        guard color.a > 0, a.isFinite, b.isFinite, width.isFinite, width > 0, !isClippedAway else { return }
        let a = a + translation
        let b = b + translation
        if a.x == b.x || a.y == b.y {
            let h = width / 2
            let r = a.x == b.x
                ? Rect(x: a.x - h, y: Swift.min(a.y, b.y), width: width, height: abs(b.y - a.y))
                : Rect(x: Swift.min(a.x, b.x), y: a.y - h, width: abs(b.x - a.x), height: width)
            guard var d = deviceRectCulled(r) else { return }
            setColor(color)
            SDL_RenderFillRect(renderer, &d)
            return
        }
        let deviceWidth = width * scale
        setColor(color)
        if deviceWidth <= 1.5 {
            hairline(a, b)
            return
        }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let nx = -dy / length * width / 2
        let ny = dx / length * width / 2
        quad(
            Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
            Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny), color: color
        )
    }

    /// A one-device-pixel diagonal line between already translated logical
    /// points, rasterised here (Bresenham, as runs of pixels sent as
    /// rectangles) so every SDL backend draws exactly the same pixels: the
    /// window and the headless recorder agree. Only the part inside the
    /// output and the clip is walked.
    private func hairline(_ a: Point, _ b: Point) {
        var area = deviceOutputRect
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return }
            area = Canvas.intersection(area, c)
        }
        guard area.w > 0, area.h > 0 else { return }
        let bounds = Rect(x: Double(area.x) - 1, y: Double(area.y) - 1, width: Double(area.w) + 2, height: Double(area.h) + 2)
        let pa = Point(x: a.x * scale, y: a.y * scale)
        let pb = Point(x: b.x * scale, y: b.y * scale)
        guard let (t0, t1) = Canvas.clipSegment(pa, pb, to: bounds) else { return }
        func at(_ t: Double) -> (Int, Int) {
            (Int((pa.x + (pb.x - pa.x) * t).rounded(.down)), Int((pa.y + (pb.y - pa.y) * t).rounded(.down)))
        }
        var (x, y) = at(t0)
        let (x1, y1) = at(t1)
        let dx = abs(x1 - x)
        let dy = -abs(y1 - y)
        let sx = x < x1 ? 1 : -1
        let sy = y < y1 ? 1 : -1
        var error = dx + dy
        var rects: [SDL_Rect] = []
        rects.reserveCapacity(Swift.max(dx, -dy) / 2 + 2)
        // Runs: consecutive pixels on one row (flat lines) or column (steep lines).
        let flat = dx >= -dy
        var runX = x
        var runY = y
        var runLength = 1
        func flush() {
            rects.append(flat
                ? SDL_Rect(x: Int32(sx > 0 ? runX : runX - runLength + 1), y: Int32(runY), w: Int32(runLength), h: 1)
                : SDL_Rect(x: Int32(runX), y: Int32(sy > 0 ? runY : runY - runLength + 1), w: 1, h: Int32(runLength)))
        }
        var steps = 0
        while !(x == x1 && y == y1) && steps < 40_000 {
            steps += 1
            let e2 = 2 * error
            var movedX = false
            var movedY = false
            if e2 >= dy { error += dy; x += sx; movedX = true }
            if e2 <= dx { error += dx; y += sy; movedY = true }
            if flat ? !movedY : !movedX {
                runLength += 1
            } else {
                flush()
                runX = x
                runY = y
                runLength = 1
            }
        }
        flush()
        SDL_RenderFillRects(renderer, rects, Int32(rects.count))
    }

    /// A dashed line; the pattern starts at `a`, so dashes travel with it.
    /// Only the part inside the clip and the output is drawn, so a line a
    /// million pixels long costs the same as a short one.
    func dashedLine(from a: Point, to b: Point, color: RGBColor, width: Double = 1, dash: Double = 6, gap: Double = 4) {
        guard color.a > 0, a.isFinite, b.isFinite, dash.isFinite, gap.isFinite, dash > 0, gap >= 0 else { return }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        var visible = bounds.offsetBy(-translation)
        if let clip = currentClip { visible = Canvas.intersection(visible, clip) }
        guard let (t0, t1) = Canvas.clipSegment(a, b, to: visible.insetBy(dx: -width, dy: -width)) else { return }
        let period = dash + gap
        var s = (t0 * length / period).rounded(.down) * period
        let end = t1 * length
        var count = 0
        while s < end && count < 10_000 {
            let from = Swift.max(s, t0 * length)
            let to = Swift.min(s + dash, end)
            if to > from {
                line(
                    from: Point(x: a.x + dx * from / length, y: a.y + dy * from / length),
                    to: Point(x: a.x + dx * to / length, y: a.y + dy * to / length),
                    color: color, width: width
                )
            }
            s += period
            count += 1
        }
    }

    /// Connected line segments through `points` (a curve). Non-finite points
    /// break the curve.
    func polyline(_ points: [Point], color: RGBColor, width: Double = 1) {
        guard points.count >= 2 else { return }
        for i in 1..<points.count {
            line(from: points[i - 1], to: points[i], color: color, width: width)
        }
    }

    /// A filled triangle.
    func triangle(_ a: Point, _ b: Point, _ c: Point, color: RGBColor) {
        guard color.a > 0, a.isFinite, b.isFinite, c.isFinite, !isClippedAway else { return }
        setColor(color)
        var vertices = [a, b, c].map { vertex($0 + translation, color) }
        SDL_RenderGeometry(renderer, nil, &vertices, 3, nil, 0)
    }

    /// A filled circle of `radius` logical pixels.
    func fillCircle(center: Point, radius: Double, color: RGBColor) {
        guard color.a > 0, center.isFinite, radius.isFinite, radius > 0, radius < 100_000, !isClippedAway else { return }
        let c = center + translation
        let segments = Swift.max(12, Swift.min(64, Int(radius * scale)))
        setColor(color)
        var vertices: [SDL_Vertex] = [vertex(c, color)]
        for i in 0...segments {
            let angle = Double(i) / Double(segments) * 2 * Double.pi
            vertices.append(vertex(Point(x: c.x + radius * cosine(angle), y: c.y + radius * sine(angle)), color))
        }
        var indices: [Int32] = []
        for i in 1...segments { indices.append(contentsOf: [0, Int32(i), Int32(i + 1)]) }
        SDL_RenderGeometry(renderer, nil, &vertices, Int32(vertices.count), &indices, Int32(indices.count))
    }

    /// An arrow from `a` to `b` with a head of `headLength` logical pixels.
    func arrow(from a: Point, to b: Point, color: RGBColor, width: Double = 2, headLength: Double = 9) {
        guard a.isFinite, b.isFinite else { return }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.5 else { return }
        let ux = dx / length
        let uy = dy / length
        let head = Swift.min(headLength, length)
        let base = Point(x: b.x - ux * head, y: b.y - uy * head)
        line(from: a, to: base, color: color, width: width)
        let half = head * 0.55
        triangle(b, Point(x: base.x - uy * half, y: base.y + ux * half), Point(x: base.x + uy * half, y: base.y - ux * half), color: color)
    }

    private func quad(_ a: Point, _ b: Point, _ c: Point, _ d: Point, color: RGBColor) {
        setColor(color)
        var vertices = [a, b, c, d].map { vertex($0, color) }
        var indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, nil, &vertices, 4, &indices, 6)
    }

    /// An SDL vertex at an already translated logical point.
    private func vertex(_ p: Point, _ color: RGBColor) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: clampF(p.x * scale), y: clampF(p.y * scale)),
            color: SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a),
            tex_coord: SDL_FPoint(x: 0, y: 0)
        )
    }

    // MARK: - Text

    /// Device pixels per font pixel at `size`: a whole number ≥ 1.
    func fontPixel(_ size: TextSize) -> Int {
        Swift.max(1, Int((Double(size.multiplier) * scale).rounded()))
    }

    /// The size of `text` at `size`, logical pixels: widest line × lines.
    func measure(_ text: String, size: TextSize = .small) -> Size {
        let (w, h) = font.measure(text)
        let k = Double(fontPixel(size)) / scale
        return Size(width: Double(w) * k, height: Double(h) * k)
    }

    /// The height of one line at `size`, logical pixels.
    func lineHeight(_ size: TextSize = .small) -> Double {
        Double(font.lineHeight * fontPixel(size)) / scale
    }

    /// Draws `text` with its top-left corner at `origin` (logical pixels).
    /// `\n` starts a new line. Characters without a glyph use the font's
    /// fallbacks.
    func text(_ text: String, at origin: Point, color: RGBColor, size: TextSize = .small) {
        guard color.a > 0, origin.isFinite, !isClippedAway else { return }
        let k = Int32(fontPixel(size))
        guard let (atlas, factor) = atlas(for: Int(k)) else { return }
        let f = Int32(factor)
        let o = origin + translation
        let x0 = device(o.x)
        var y = device(o.y)
        let gw = Int32(font.glyphWidth)
        let gh = Int32(font.glyphHeight)
        let limit = clipStack.last.flatMap(deviceRect)
        let output = deviceOutputRect
        SDL_SetTextureColorMod(atlas, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(atlas, color.a)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let top = y + Int32(font.glyphOriginY) * k
            if top < output.y + output.h, top + gh * k > output.y {
                var x = x0 + Int32(font.glyphOriginX) * k
                for index in font.glyphIndices(for: line) {
                    defer { x += Int32(font.advance) * k }
                    if blankGlyphs[index] { continue }
                    var dst = SDL_Rect(x: x, y: top, w: gw * k, h: gh * k)
                    if !Canvas.overlaps(dst, output) { continue }
                    if let limit, !Canvas.overlaps(dst, limit) { continue }
                    var src = SDL_Rect(
                        x: Int32(index % atlasColumns) * (gw * f + 1), y: Int32(index / atlasColumns) * (gh * f + 1),
                        w: gw * f, h: gh * f
                    )
                    SDL_RenderCopy(renderer, atlas, &src, &dst)
                }
            }
            y += Int32(font.lineHeight) * k
        }
    }

    /// Draws `text` centred in `rect`: horizontally by its width, vertically
    /// by the capital height of a single line (so digits sit optically centred).
    func text(_ text: String, centeredIn rect: Rect, color: RGBColor, size: TextSize = .small) {
        guard rect.isDrawable else { return }
        let m = measure(text, size: size)
        let k = Double(fontPixel(size)) / scale
        let lines = Double(Swift.max(1, text.split(separator: "\n", omittingEmptySubsequences: false).count))
        // The ink box of the block: from the first line's cap top to the last line's baseline.
        let inkTop = Double(font.glyphOriginY) * k
        let inkHeight = (lines - 1) * Double(font.lineHeight) * k + Double(font.ascent) * k
        let x = rect.midX - m.width / 2 + Double(font.advance - font.glyphWidth) * k / 2
        let y = rect.midY - inkHeight / 2 - inkTop
        self.text(text, at: Point(x: snap(x), y: snap(y)), color: color, size: size)
    }

    /// Rounds a logical coordinate to the device pixel grid.
    func snap(_ v: Double) -> Double {
        guard v.isFinite else { return v }
        return (v * scale).rounded() / scale
    }

    // MARK: - Device pixels

    /// Sets the draw colour, and the blend mode it needs: opaque colours are
    /// written without blending (the same pixels, and SDL's fast fill path).
    private func setColor(_ c: RGBColor) {
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// A device coordinate for an already translated logical coordinate.
    private func device(_ v: Double) -> Int32 {
        let p = (v * scale).rounded()
        guard p.isFinite else { return 0 }
        return Int32(Swift.min(Swift.max(p, -16_000_000), 16_000_000))
    }

    private func clampF(_ v: Double) -> Float {
        guard v.isFinite else { return 0 }
        return Float(Swift.min(Swift.max(v, -16_000_000), 16_000_000))
    }

    /// The device rectangle of an already translated logical rectangle, or
    /// nil when it is empty or not finite.
    private func deviceRect(_ r: Rect) -> SDL_Rect? {
        guard r.isDrawable else { return nil }
        let x0 = device(r.minX)
        let y0 = device(r.minY)
        let x1 = device(r.maxX)
        let y1 = device(r.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }

    /// `deviceRect` cut to the output and the clip; nil when nothing is left.
    private func deviceRectCulled(_ r: Rect) -> SDL_Rect? {
        guard var d = deviceRect(r) else { return nil }
        d = Canvas.intersection(d, deviceOutputRect)
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return nil }
            d = Canvas.intersection(d, c)
        }
        return d.w > 0 && d.h > 0 ? d : nil
    }

    private var deviceOutputRect: SDL_Rect {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return SDL_Rect(x: 0, y: 0, w: w, h: h)
    }

    // MARK: - Helpers

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = Swift.max(a.minX, b.minX)
        let y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX)
        let y1 = Swift.min(a.maxY, b.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    private static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = Swift.max(a.x, b.x)
        let y0 = Swift.max(a.y, b.y)
        let x1 = Swift.min(a.x + a.w, b.x + b.w)
        let y1 = Swift.min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: Swift.max(0, x1 - x0), h: Swift.max(0, y1 - y0))
    }

    private static func overlaps(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    /// The parameter range [t0, t1] ⊆ [0, 1] of segment a→b inside `rect`
    /// (Liang–Barsky), or nil when the segment misses it.
    static func clipSegment(_ a: Point, _ b: Point, to rect: Rect) -> (Double, Double)? {
        var t0 = 0.0
        var t1 = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = Swift.max(t0, t) } else { t1 = Swift.min(t1, t) }
                if t0 > t1 { return nil }
            }
        }
        return (t0, t1)
    }

    /// The atlas for `k` device pixels per font pixel and the factor its
    /// glyphs are drawn at (`k`, or 1 when making it failed: SDL then
    /// scales the 1× atlas by `k`, still nearest-neighbour).
    private func atlas(for k: Int) -> (OpaquePointer, Int)? {
        if let texture = atlases[k] { return (texture, k) }
        if k <= 8, let texture = try? Canvas.makeAtlas(renderer: renderer, font: font, columns: atlasColumns, factor: k) {
            atlases[k] = texture
            return (texture, k)
        }
        if let base = atlases[1] ?? (try? Canvas.makeAtlas(renderer: renderer, font: font, columns: atlasColumns, factor: 1)) {
            atlases[1] = base
            return (base, 1)
        }
        return nil
    }

    /// Builds a font atlas: every glyph white with its ink as alpha, each font
    /// pixel `factor` × `factor` device pixels, in a grid of `columns` with
    /// one pixel of padding.
    private static func makeAtlas(renderer: OpaquePointer, font: BitmapFont, columns: Int, factor: Int) throws(RenderError) -> OpaquePointer {
        let count = font.glyphCount
        let rows = (count + columns - 1) / columns
        let cellW = font.glyphWidth * factor
        let cellH = font.glyphHeight * factor
        let width = columns * (cellW + 1)
        let height = Swift.max(1, rows) * (cellH + 1)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw RenderError.sdl("SDL_CreateRGBSurfaceWithFormat (font atlas)")
        }
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels + y * pitch + x * 4
                p[0] = 255; p[1] = 255; p[2] = 255; p[3] = 0
            }
        }
        for index in 0..<count {
            let ox = (index % columns) * (cellW + 1)
            let oy = (index / columns) * (cellH + 1)
            for y in 0..<cellH {
                for x in 0..<cellW where font.isInk(glyph: index, x: x / factor, y: y / factor) {
                    pixels[(oy + y) * pitch + (ox + x) * 4 + 3] = 255
                }
            }
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw RenderError.sdl("SDL_CreateTextureFromSurface (font atlas)")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        return texture
    }
}

private extension Rect {
    /// True when every coordinate is finite and the size is not negative.
    var isDrawable: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }
}

private func sine(_ x: Double) -> Double { Foundation.sin(x) }
private func cosine(_ x: Double) -> Double { Foundation.cos(x) }
