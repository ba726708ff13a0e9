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
/// frames (`OffscreenSurface`'s software renderer). Text is anti-aliased,
/// rasterised by FreeType (SDL2_ttf) at device resolution from the faces of
/// a `FontBook`, and cached as one coverage mask per line
/// (`TextRasterizer`). Anti-aliased edges (text, rounded corners) are drawn
/// as fills of runs of pixels at `CoverageRuns.levels` coverage steps: full
/// coverage is an opaque fill, so a frame holds a bounded number of colours
/// (a GIF of it needs no quantising) and SDL's software renderer never takes
/// its slow per-pixel texture blitter.
///
/// Drawing never crashes on bad input: rectangles or points with NaN or
/// infinite coordinates are skipped, huge ones are clamped, empty ones draw
/// nothing.
///
/// Not thread-safe (SDL renderers are not): use a canvas from one thread.
/// The canvas holds no SDL textures; `releaseTextures()` forgets its caches.
final class Canvas {
    /// The SDL renderer drawn into (not owned).
    let renderer: OpaquePointer
    /// Device pixels per logical pixel, > 0.
    let scale: Double
    /// The faces `text` draws with.
    let font: FontBook
    /// Renders and caches the lines of text (owned).
    private let rasterizer: TextRasterizer
    /// Anti-aliased corner pieces of rounded rectangles and circles (owned).
    private let corners: CornerMasks
    /// Reused storage for the device rectangles of one fill call (no
    /// allocation per glyph once it has grown).
    private var scratch: [SDL_Rect] = []
    /// The pixels of a software target (`OffscreenSurface`), or nil (a
    /// window): rectangle fills, runs and clears are then written here rather
    /// than queued to SDL, opaque ones with plain stores, translucent ones
    /// blended with SDL's own formula, so the bytes are the same (see
    /// `PixelTarget`). Only triangles and quads still go through SDL.
    var pixelTarget: PixelTarget?
    /// True while SDL may hold queued drawing not yet in the pixels: set by
    /// every SDL drawing call, cleared by `SDL_RenderFlush` before the canvas
    /// writes to `pixelTarget`, so the two keep their order.
    private var sdlQueued = false
    /// A `clear(_:)` not drawn yet: dropped when an opaque fill covers the
    /// whole output before anything else is drawn (a frame whose background
    /// fills the window writes its pixels once, not twice), else drawn just
    /// before the next drawing (every drawing sets its colour through
    /// `setColor`) or by `commitPendingClear()`.
    private var pendingClear: RGBColor?

    /// Active clip rectangles in untranslated logical pixels; the last one is
    /// in force (each is already the intersection with the one before).
    private var clipStack: [Rect] = []
    /// Active translations (logical pixels), summed into `translation`.
    private var translationStack: [Vector] = []
    /// The current translation added to every coordinate, logical pixels.
    private(set) var translation = Vector.zero

    /// Creates a canvas on `renderer` drawing text with `font`.
    /// Throws when the scale is not finite and in (0, 16] or SDL2_ttf fails.
    init(renderer: OpaquePointer, scale: Double, font: FontBook) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RenderError(operation: "Canvas", message: "scale must be finite and in (0, 16], got \(scale)")
        }
        self.renderer = renderer
        self.scale = scale
        self.font = font
        rasterizer = try TextRasterizer(book: font, renderer: renderer)
        corners = CornerMasks()
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        releaseTextures()
    }

    /// Forgets the cached text and corner masks; drawing text after this
    /// renders them again. (Kept from when they were SDL textures: calling it
    /// before `SDL_DestroyRenderer` stays harmless.)
    func releaseTextures() {
        rasterizer.release()
        corners.release()
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

    /// Runs `body` telling the pixel target that `rect` (current
    /// coordinates) will be painted over opaquely after it, so drawing there
    /// may be skipped: the caller promises that everything `body` draws
    /// inside `rect` is covered later in the frame by opaque pixels (the
    /// composer's timeline panel over the lanes). The finished frame is the
    /// same. Without a pixel target (a window) it only runs `body`.
    func withOcclusion(_ rect: Rect?, _ body: () -> Void) {
        withOcclusion(rect.map { [$0] } ?? [], body)
    }

    /// `withOcclusion(_:_:)` for several rectangles (current coordinates),
    /// each painted over opaquely after `body`, unclipped (the caller cuts a
    /// panel drawn under a clip to it). Empty rectangles are ignored.
    func withOcclusion(_ rects: [Rect], _ body: () -> Void) {
        guard var target = pixelTarget else { return body() }
        let device = rects.compactMap { deviceRect($0.offsetBy(translation)) }
        guard !device.isEmpty else { return body() }
        let previous = target.occluded
        target.occluded = previous + device
        pixelTarget = target
        body()
        pixelTarget?.occluded = previous
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
    /// The clear is drawn lazily (see `pendingClear`); read pixels back only
    /// after `commitPendingClear()` (`OffscreenSurface.readImage` does).
    func clear(_ color: RGBColor) {
        pendingClear = color
    }

    /// Draws a clear asked for and not yet drawn, if any.
    func commitPendingClear() {
        guard let color = pendingClear else { return }
        pendingClear = nil
        if let target = pixelTarget {
            flushSDL()
            target.fill(deviceOutputRect, color)
            return
        }
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Announces that every pixel of `rect` (current coordinates) is about
    /// to be painted opaque (a scene's background and cards): a pending
    /// clear of an output that `rect` covers is dropped, not drawn. On a
    /// pixel target, a pending clear of a larger output is drawn at once,
    /// around `rect` only (inset by a device pixel, so rounding at its
    /// edges can leave no pixel uncleared), so the scene's pixels are
    /// written once, not twice. This is the case for the first lane of a
    /// multi-lane frame; a single lane covers the whole output.
    func willCoverOpaquely(_ rect: Rect) {
        guard let color = pendingClear, let r = deviceRect(rect.offsetBy(translation)) else { return }
        var area = r
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return }
            area = Canvas.intersection(area, c)
        }
        let output = deviceOutputRect
        if area.x <= output.x, area.y <= output.y, area.x + area.w >= output.x + output.w, area.y + area.h >= output.y + output.h {
            pendingClear = nil
            return
        }
        guard let target = pixelTarget else { return }
        let inner = Canvas.intersection(SDL_Rect(x: area.x + 1, y: area.y + 1, w: area.w - 2, h: area.h - 2), output)
        guard inner.w > 0, inner.h > 0 else { return }
        pendingClear = nil
        flushSDL()
        for part in Canvas.parts(of: output, outside: inner) { target.fill(part, color) }
    }

    /// `outer` less `hole` (inside it) as up to four rectangles that do not
    /// overlap: the band above the hole, its left and right sides, the band
    /// below. Device pixels.
    static func parts(of outer: SDL_Rect, outside hole: SDL_Rect) -> [SDL_Rect] {
        var out: [SDL_Rect] = []
        let ox1 = outer.x + outer.w, oy1 = outer.y + outer.h
        let hx1 = hole.x + hole.w, hy1 = hole.y + hole.h
        if hole.y > outer.y { out.append(SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: hole.y - outer.y)) }
        if hole.x > outer.x { out.append(SDL_Rect(x: outer.x, y: hole.y, w: hole.x - outer.x, h: hole.h)) }
        if ox1 > hx1 { out.append(SDL_Rect(x: hx1, y: hole.y, w: ox1 - hx1, h: hole.h)) }
        if oy1 > hy1 { out.append(SDL_Rect(x: outer.x, y: hy1, w: outer.w, h: oy1 - hy1)) }
        return out
    }

    /// Fills `rect` with `color`, alpha blended.
    func fill(_ rect: Rect, _ color: RGBColor) {
        guard color.a > 0, let r = deviceRectCulled(rect.offsetBy(translation)) else { return }
        if pendingClear != nil, color.a == 255 {
            let output = deviceOutputRect
            if r.x == output.x, r.y == output.y, r.w == output.w, r.h == output.h { pendingClear = nil }
        }
        fillCulled(r, color)
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
            guard let d = deviceRectCulled(r) else { return }
            fillCulled(d, color)
            return
        }
        let deviceWidth = width * scale
        setColor(color)
        if deviceWidth <= 1.5 {
            hairline(a, b, color: color)
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
    private func hairline(_ a: Point, _ b: Point, color: RGBColor) {
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
        fillDeviceRects(rects, color)
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

    /// A filled, anti-aliased circle of `radius` logical pixels (a rounded
    /// square on the device grid).
    func fillCircle(center: Point, radius: Double, color: RGBColor) {
        guard center.isFinite, radius.isFinite, radius > 0, radius < 100_000 else { return }
        fillRoundedRect(Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2), radius: radius, color: color)
    }

    // MARK: - Rounded rectangles

    /// Fills `rect` with corners rounded by `radius` logical pixels, the
    /// corners anti-aliased (coverage as alpha, `CornerMasks`), the rest
    /// exact: every pixel whose square lies wholly inside the shape gets
    /// `color` itself, as `fill` would. The edges are snapped to device
    /// pixels; the radius is limited to half the shorter side.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: RGBColor) {
        roundedShape(rect, radius: radius, border: nil, color: color)
    }

    /// Outlines `rect` with a border `width` logical pixels wide (at least
    /// one device pixel: a hairline at `1 / scale`) drawn inside its edge,
    /// corners rounded by `radius` and anti-aliased.
    func strokeRoundedRect(_ rect: Rect, radius: Double, color: RGBColor, width: Double = 1) {
        guard width.isFinite, width > 0 else { return }
        roundedShape(rect, radius: radius, border: width, color: color)
    }

    private func roundedShape(_ rect: Rect, radius: Double, border: Double?, color: RGBColor) {
        guard color.a > 0, !isClippedAway, let d = deviceRect(rect.offsetBy(translation)) else { return }
        let half = Swift.min(d.w, d.h) / 2
        let r = radius.isFinite ? CornerMasks.quantized(Swift.min(radius * scale, Double(half))) : 0
        var b: Int32 = 0
        if let border {
            b = Int32(Swift.min(Swift.max(1, (border * scale).rounded()), Double(Swift.max(1, half))))
        }
        guard r >= 0.5, let mask = corners.mask(radius: r, border: b) else {
            if border == nil { fill(rect, color) } else { stroke(rect, color, width: Double(b) / scale) }
            return
        }
        let s = mask.size
        let x0 = d.x, y0 = d.y, x1 = d.x + d.w, y1 = d.y + d.h
        let output = deviceOutputRect
        let corners: [(Int32, Int32)] = [(x0, y0), (x1 - s, y0), (x0, y1 - s), (x1 - s, y1 - s)]
        for (i, (x, y)) in corners.enumerated() {
            let dst = SDL_Rect(x: x, y: y, w: s, h: s)
            guard Canvas.overlaps(dst, output) else { continue }
            fillRuns(mask.corners[i], x: x, y: y, color: color)
        }
        if b == 0 {
            fillDevice(SDL_Rect(x: x0 + s, y: y0, w: d.w - 2 * s, h: s), color)
            fillDevice(SDL_Rect(x: x0, y: y0 + s, w: d.w, h: d.h - 2 * s), color)
            fillDevice(SDL_Rect(x: x0 + s, y: y1 - s, w: d.w - 2 * s, h: s), color)
        } else {
            fillDevice(SDL_Rect(x: x0 + s, y: y0, w: d.w - 2 * s, h: b), color)
            fillDevice(SDL_Rect(x: x0 + s, y: y1 - b, w: d.w - 2 * s, h: b), color)
            fillDevice(SDL_Rect(x: x0, y: y0 + s, w: b, h: d.h - 2 * s), color)
            fillDevice(SDL_Rect(x: x1 - b, y: y0 + s, w: b, h: d.h - 2 * s), color)
        }
    }

    /// Fills a device rectangle (already translated), cut to the output and the clip.
    private func fillDevice(_ r: SDL_Rect, _ color: RGBColor) {
        guard r.w > 0, r.h > 0 else { return }
        var d = Canvas.intersection(r, deviceOutputRect)
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return }
            d = Canvas.intersection(d, c)
        }
        guard d.w > 0, d.h > 0 else { return }
        fillCulled(d, color)
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

    /// Device pixels per em for `size`: `points × scale`, rounded, ≥ 1.
    func devicePixels(_ size: TextSize) -> Int32 {
        Int32(Swift.max(1, Swift.min(512, (size.points * scale).rounded())))
    }

    /// The face `text` is drawn in: semibold when asked; else the display
    /// cut at title sizes; else the monospaced face for small text with
    /// digits (values that change every frame keep their width: the HUD,
    /// readouts, timeline labels); else the UI face.
    func face(for text: String, size: TextSize, weight: TextWeight) -> TextRasterizer.Face {
        if weight == .semibold { return .semibold }
        if size.isDisplay { return .display }
        // Digits are ASCII: their UTF-8 bytes appear in no other character.
        if size == .small, text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { return .monospaced }
        return .text
    }

    /// The size of `text` at `size`, logical pixels: widest line × lines.
    func measure(_ text: String, size: TextSize = .small, weight: TextWeight = .regular) -> Size {
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
    func lineHeight(_ size: TextSize = .small) -> Double {
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
    func text(_ text: String, at origin: Point, color: RGBColor, size: TextSize = .small, weight: TextWeight = .regular) {
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
    private func drawLine(
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
        let dst = SDL_Rect(x: x, y: y, w: rendered.width, h: rendered.height)
        if !Canvas.overlaps(dst, output) { return }
        if let limit, !Canvas.overlaps(dst, limit) { return }
        fillRuns(rendered.runs, x: x, y: y, color: color)
    }

    /// Draws `text` centred in `rect`: horizontally by its width, vertically
    /// by the capital height of its lines (from the first line's cap top to
    /// the last baseline), so digits sit optically centred.
    func text(_ text: String, centeredIn rect: Rect, color: RGBColor, size: TextSize = .small, weight: TextWeight = .regular) {
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
    func snap(_ v: Double) -> Double {
        guard v.isFinite else { return v }
        return (v * scale).rounded() / scale
    }

    // MARK: - Device pixels

    /// Fills the runs of `mask` with its top-left corner at device pixel
    /// (x, y): each coverage step in `color` at that step's share of its
    /// opacity (full coverage of an opaque colour is an opaque fill). SDL
    /// cuts the runs to the clip and the output; on a pixel target the mask
    /// is drawn in one pass, cut here (`PixelTarget.fill(_:x:y:within:_:)`).
    private func fillRuns(_ mask: CoverageRuns, x: Int32, y: Int32, color: RGBColor) {
        if let target = pixelTarget {
            var limit = target.bounds
            if let clip = clipStack.last {
                guard let c = deviceRect(clip) else { return }
                limit = Canvas.intersection(limit, c)
            }
            commitPendingClear()
            flushSDL()
            target.fill(mask, x: Int(x), y: Int(y), within: limit, color)
            return
        }
        for (index, runs) in mask.runs.enumerated() where !runs.isEmpty {
            let alpha = CoverageRuns.alpha(level: index + 1, under: color.a)
            guard alpha > 0 else { continue }
            scratch.removeAll(keepingCapacity: true)
            for r in runs { scratch.append(SDL_Rect(x: r.x + x, y: r.y + y, w: r.w, h: r.h)) }
            fillDeviceRects(scratch, RGBColor(r: color.r, g: color.g, b: color.b, a: alpha))
        }
    }

    /// Fills one device rectangle already cut to the output and the clip.
    private func fillCulled(_ r: SDL_Rect, _ color: RGBColor) {
        if let target = pixelTarget {
            commitPendingClear()
            flushSDL()
            if color.a == 255 { target.fill(r, color) } else { target.blend(r, color) }
            return
        }
        var d = r
        setColor(color)
        SDL_RenderFillRect(renderer, &d)
    }

    /// Fills device rectangles (not yet cut) in `color`: through SDL, which
    /// cuts them to the clip and the output, or, translucent on a pixel
    /// target, blended here after cutting them.
    private func fillDeviceRects(_ rects: [SDL_Rect], _ color: RGBColor) {
        guard !rects.isEmpty else { return }
        if let target = pixelTarget {
            var limit = deviceOutputRect
            if let clip = clipStack.last {
                guard let c = deviceRect(clip) else { return }
                limit = Canvas.intersection(limit, c)
            }
            commitPendingClear()
            flushSDL()
            let opaque = color.a == 255
            for r in rects {
                let d = Canvas.intersection(r, limit)
                guard d.w > 0, d.h > 0 else { continue }
                if opaque { target.fill(d, color) } else { target.blend(d, color) }
            }
            return
        }
        setColor(color)
        SDL_RenderFillRects(renderer, rects, Int32(rects.count))
    }

    /// Sets the draw colour, and the blend mode it needs: opaque colours are
    /// written without blending (the same pixels, and SDL's fast fill path).
    private func setColor(_ c: RGBColor) {
        commitPendingClear()
        sdlQueued = true
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    /// Makes SDL draw what it has queued (triangles, quads) before the
    /// canvas writes to `pixelTarget` itself. (SDL 2's renderer from
    /// `SDL_CreateSoftwareRenderer` does not batch, so this is a guard for
    /// one that would.)
    private func flushSDL() {
        guard sdlQueued else { return }
        sdlQueued = false
        SDL_RenderFlush(renderer)
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
}

private extension Rect {
    /// True when every coordinate is finite and the size is not negative.
    var isDrawable: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }
}

private func sine(_ x: Double) -> Double { Foundation.sin(x) }
private func cosine(_ x: Double) -> Double { Foundation.cos(x) }
