import CSDL2
import ScrollKitCore

/// The canvas backend of a software surface (`OffscreenSurface`): fills,
/// runs and clears are written straight into `target`'s pixels (see
/// `PixelTarget` for why, and why the bytes are SDL's); triangles and quads
/// still go through the SDL renderer drawing into the same surface.
final class PixelTargetBackend: CanvasBackend {
    /// The SDL renderer on the same surface, for triangles (not owned).
    let renderer: OpaquePointer
    /// The surface's pixels.
    private(set) var target: PixelTarget
    /// True while SDL may hold queued drawing not yet in the pixels: set by
    /// every SDL drawing call, cleared by `SDL_RenderFlush` before the
    /// backend writes to `target`, so the two keep their order.
    private var sdlQueued = false

    init(renderer: OpaquePointer, target: PixelTarget) {
        self.renderer = renderer
        self.target = target
    }

    func clear(_ output: SDL_Rect, _ color: RGBColor) {
        flushSDL()
        target.fill(output, color)
    }

    func clear(_ parts: [SDL_Rect], _ color: RGBColor) -> Bool {
        flushSDL()
        for part in parts { target.fill(part, color) }
        return true
    }

    func fill(_ rect: SDL_Rect, _ color: RGBColor) {
        flushSDL()
        if color.a == 255 { target.fill(rect, color) } else { target.blend(rect, color) }
    }

    func fill(_ rects: [SDL_Rect], within limit: SDL_Rect, _ color: RGBColor) {
        flushSDL()
        let opaque = color.a == 255
        for r in rects {
            let d = Canvas.intersection(r, limit)
            guard d.w > 0, d.h > 0 else { continue }
            if opaque { target.fill(d, color) } else { target.blend(d, color) }
        }
    }

    /// The mask is drawn in one pass (`PixelTarget.fill(_:x:y:within:_:)`).
    func fill(_ mask: CoverageRuns, x: Int32, y: Int32, within limit: SDL_Rect, _ color: RGBColor) {
        flushSDL()
        target.fill(mask, x: Int(x), y: Int(y), within: limit, color)
    }

    func fillGeometry(_ vertices: [SDL_Vertex], indices: [Int32]?, _ color: RGBColor) {
        sdlQueued = true
        SDLRendererBackend.setColor(renderer, color)
        SDLRendererBackend.renderGeometry(renderer, vertices, indices)
    }

    func read(_ rect: SDL_Rect) -> [UInt32] {
        flushSDL()
        return target.read(rect)
    }

    func write(_ pixels: [UInt32], to rect: SDL_Rect) {
        flushSDL()
        target.write(pixels, to: rect)
    }

    func occlude(_ rects: [SDL_Rect]) -> [SDL_Rect] {
        let previous = target.occluded
        target.occluded = previous + rects
        return previous
    }

    func endOcclusion(restoring previous: [SDL_Rect]) {
        target.occluded = previous
    }

    /// Makes SDL draw what it has queued (triangles, quads) before the
    /// backend writes to `target` itself. (SDL 2's renderer from
    /// `SDL_CreateSoftwareRenderer` does not batch, so this is a guard for
    /// one that would.)
    private func flushSDL() {
        guard sdlQueued else { return }
        sdlQueued = false
        SDL_RenderFlush(renderer)
    }
}
