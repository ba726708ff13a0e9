import CSDL2
import ScrollKitCore

/// Where a `Canvas` puts its device pixels. The canvas has done the logical
/// work by the time it calls a backend: coordinates are translated, scaled
/// and snapped to whole device pixels, cut to the output and the clip where
/// the method says so, and a pending clear is already drawn.
///
/// Two backends, chosen by `Canvas.pixelTarget`: `SDLRendererBackend` queues
/// everything to the SDL renderer (a window); `PixelTargetBackend` writes
/// rectangles, runs and clears straight into a software surface's pixels
/// and sends only triangles to SDL. Both give the same bytes
/// (`RenderCanvasBlendTests` compares them).
protocol CanvasBackend: AnyObject {
    /// Paints all of `output` (the renderer's whole output) in `color`,
    /// without blending.
    func clear(_ output: SDL_Rect, _ color: RGBColor)
    /// Paints `parts` (rectangles that do not overlap, inside the output)
    /// in `color`, without blending, and returns true; or returns false and
    /// paints nothing when clearing part of the output is no cheaper than
    /// all of it (the canvas then keeps its clear pending).
    func clear(_ parts: [SDL_Rect], _ color: RGBColor) -> Bool
    /// Fills one rectangle already cut to the output and the clip: an
    /// opaque colour replaces the pixels, a translucent one is blended.
    func fill(_ rect: SDL_Rect, _ color: RGBColor)
    /// Fills `rects` (not yet cut), cut to `limit` (the output and the clip).
    func fill(_ rects: [SDL_Rect], within limit: SDL_Rect, _ color: RGBColor)
    /// Fills the coverage runs of `mask` with its top-left corner at
    /// (x, y), each step at its share of `color`'s opacity, cut to `limit`.
    func fill(_ mask: CoverageRuns, x: Int32, y: Int32, within limit: SDL_Rect, _ color: RGBColor)
    /// Fills triangles (three vertices, or `indices` three by three) through
    /// SDL's geometry renderer, in `color`'s blend mode; SDL cuts them to its
    /// clip rectangle.
    func fillGeometry(_ vertices: [SDL_Vertex], indices: [Int32]?, _ color: RGBColor)
    /// The device pixels of `rect` (inside the output), rows top first,
    /// as words whose bytes in memory are R, G, B, A: what is drawn there
    /// so far (pending SDL drawing included). Empty when they cannot be read.
    func read(_ rect: SDL_Rect) -> [UInt32]
    /// Writes `pixels` (as `read` gives them) over `rect` (inside the
    /// output), without blending. What colour glyphs and shaped clips
    /// (`Canvas+Clips`, `Canvas+Images`) put down after reading the pixels under them.
    func write(_ pixels: [UInt32], to rect: SDL_Rect)
    /// Adds `rects` to what later drawing may skip because something opaque
    /// is painted over them afterwards (`Canvas.withOcclusion`); returns what
    /// `endOcclusion` must restore.
    func occlude(_ rects: [SDL_Rect]) -> [SDL_Rect]
    /// Ends the `occlude` that returned `previous`.
    func endOcclusion(restoring previous: [SDL_Rect])
}
