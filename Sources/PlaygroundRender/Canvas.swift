import CSDL2
import Foundation
import ScrollKitCore

/// A thin drawing API over an `SDL_Renderer`, in logical pixels.
///
/// The canvas does the logical work (translation, clips, snapping to the
/// device grid, text layout, the lazy clear); its `backend` puts the device
/// pixels down: `SDLRendererBackend` (a window) or `PixelTargetBackend` (a
/// software surface written directly), behind `CanvasBackend`.
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
package final class Canvas {
    /// The SDL renderer drawn into (not owned).
    package let renderer: OpaquePointer
    /// Device pixels per logical pixel, > 0.
    package let scale: Double
    /// The faces `text` draws with.
    package let font: FontBook
    /// The chrome's colours for the frame being drawn: `FrameComposer` sets
    /// the scene's appearance for one frame and puts the dark one back.
    package var palette = RenderPalette()
    // The state below is internal, not private, only because the canvas's
    // extensions (Canvas+Rectangles, +Shapes, +Text, +DevicePixels: one
    // file per kind of drawing) use it; nothing outside Canvas*.swift does.

    /// Renders and caches the lines of text (owned).
    let rasterizer: TextRasterizer
    /// Anti-aliased corner pieces of rounded rectangles and circles (owned).
    let corners: CornerMasks
    /// Where the device pixels go: the SDL renderer, or the pixels of a
    /// software target (see `pixelTarget`).
    var backend: any CanvasBackend
    /// The pixels of a software target (`OffscreenSurface`), or nil (a
    /// window): rectangle fills, runs and clears are then written here rather
    /// than queued to SDL, opaque ones with plain stores, translucent ones
    /// blended with SDL's own formula, so the bytes are the same (see
    /// `PixelTarget`). Only triangles and quads still go through SDL.
    /// Setting it chooses the backend: `PixelTargetBackend` or, nil,
    /// `SDLRendererBackend`.
    var pixelTarget: PixelTarget? {
        get { (backend as? PixelTargetBackend)?.target }
        set {
            backend = newValue.map { PixelTargetBackend(renderer: renderer, target: $0) }
                ?? SDLRendererBackend(renderer: renderer)
        }
    }
    /// A `clear(_:)` not drawn yet: dropped when an opaque fill covers the
    /// whole output before anything else is drawn (a frame whose background
    /// fills the window writes its pixels once, not twice), else drawn just
    /// before the next drawing (every drawing sets its colour through
    /// `setColor`) or by `commitPendingClear()`.
    var pendingClear: RGBColor?

    /// Active clip rectangles in untranslated logical pixels; the last one is
    /// in force (each is already the intersection with the one before).
    var clipStack: [Rect] = []
    /// Active translations (logical pixels), summed into `translation`.
    var translationStack: [Vector] = []
    /// The current translation added to every coordinate, logical pixels.
    package private(set) var translation = Vector.zero

    /// Creates a canvas on `renderer` drawing text with `font`.
    /// Throws when the scale is not finite and in (0, 16] or SDL2_ttf fails.
    package init(renderer: OpaquePointer, scale: Double, font: FontBook) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RenderError(operation: "Canvas", message: "scale must be finite and in (0, 16], got \(scale)")
        }
        self.renderer = renderer
        self.scale = scale
        self.font = font
        rasterizer = try TextRasterizer(book: font, renderer: renderer)
        corners = CornerMasks()
        backend = SDLRendererBackend(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        releaseTextures()
    }

    /// Forgets the cached text and corner masks; drawing text after this
    /// renders them again. (Kept from when they were SDL textures: calling it
    /// before `SDL_DestroyRenderer` stays harmless.)
    package func releaseTextures() {
        rasterizer.release()
        corners.release()
    }

    /// The size of the output in logical pixels.
    package var size: Size {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return Size(width: Double(w) / scale, height: Double(h) / scale)
    }

    /// The output in logical pixels, at the origin (ignores translation).
    package var bounds: Rect { Rect(origin: .zero, size: size) }

    // MARK: - State

    /// Restricts drawing to `rect` (in current coordinates) intersected with
    /// the clip already in force, until the matching `unclip()`.
    package func clip(to rect: Rect) {
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
        let device = rects.compactMap { deviceRect($0.offsetBy(translation)) }
        guard !device.isEmpty else { return body() }
        let previous = backend.occlude(device)
        body()
        backend.endOcclusion(restoring: previous)
    }

    /// The current clip in current (translated) coordinates, or nil when none.
    var currentClip: Rect? { clipStack.last.map { $0.offsetBy(-translation) } }

    func applyClip() {
        guard let r = clipStack.last else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var rect = deviceRect(r) ?? SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        SDL_RenderSetClipRect(renderer, &rect)
    }

    /// True when nothing can be drawn (the clip in force is empty).
    var isClippedAway: Bool {
        guard let r = clipStack.last else { return false }
        return deviceRect(r) == nil
    }

}
