import CSDL2
import ScrollKitCore

/// The canvas backend of a window: every fill, run and clear is queued to
/// the SDL renderer, which cuts it to its clip rectangle and the output.
final class SDLRendererBackend: CanvasBackend {
    /// The SDL renderer drawn into (not owned).
    let renderer: OpaquePointer
    /// Reused storage for the device rectangles of one coverage step (no
    /// allocation per glyph once it has grown).
    private var scratch: [SDL_Rect] = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    func clear(_ output: SDL_Rect, _ color: RGBColor) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// SDL clears the whole output in one call: a part is no cheaper.
    func clear(_ parts: [SDL_Rect], _ color: RGBColor) -> Bool { false }

    func fill(_ rect: SDL_Rect, _ color: RGBColor) {
        var d = rect
        setColor(color)
        SDL_RenderFillRect(renderer, &d)
    }

    /// SDL cuts the rectangles to its clip rectangle and the output itself.
    func fill(_ rects: [SDL_Rect], within limit: SDL_Rect, _ color: RGBColor) {
        setColor(color)
        SDL_RenderFillRects(renderer, rects, Int32(rects.count))
    }

    /// One `SDL_RenderFillRects` per coverage step (SDL cuts the runs).
    func fill(_ mask: CoverageRuns, x: Int32, y: Int32, within limit: SDL_Rect, _ color: RGBColor) {
        for (index, runs) in mask.runs.enumerated() where !runs.isEmpty {
            let alpha = CoverageRuns.alpha(level: index + 1, under: color.a)
            guard alpha > 0 else { continue }
            scratch.removeAll(keepingCapacity: true)
            for r in runs { scratch.append(SDL_Rect(x: r.x + x, y: r.y + y, w: r.w, h: r.h)) }
            fill(scratch, within: limit, RGBColor(r: color.r, g: color.g, b: color.b, a: alpha))
        }
    }

    func fillGeometry(_ vertices: [SDL_Vertex], indices: [Int32]?, _ color: RGBColor) {
        setColor(color)
        SDLRendererBackend.renderGeometry(renderer, vertices, indices)
    }

    /// `SDL_RenderReadPixels` of the rectangle (it flushes the queue).
    func read(_ rect: SDL_Rect) -> [UInt32] {
        var r = rect
        var out = [UInt32](repeating: 0, count: Int(rect.w) * Int(rect.h))
        let status = out.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_RGBA32.rawValue, $0.baseAddress, rect.w * 4) }
        return status == 0 ? out : []
    }

    /// Through a texture of the rectangle's size, copied without blending.
    func write(_ pixels: [UInt32], to rect: SDL_Rect) {
        guard rect.w > 0, rect.h > 0, pixels.count == Int(rect.w) * Int(rect.h),
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), rect.w, rect.h)
        else { return }
        defer { SDL_DestroyTexture(texture) }
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, rect.w * 4) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        var d = rect
        SDL_RenderCopy(renderer, texture, nil, &d)
    }

    /// A window draws everything: nothing is skipped.
    func occlude(_ rects: [SDL_Rect]) -> [SDL_Rect] { [] }
    func endOcclusion(restoring previous: [SDL_Rect]) {}

    /// Sets the draw colour, and the blend mode it needs: opaque colours are
    /// written without blending (the same pixels, and SDL's fast fill path).
    static func setColor(_ renderer: OpaquePointer, _ c: RGBColor) {
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    private func setColor(_ c: RGBColor) { SDLRendererBackend.setColor(renderer, c) }

    /// `SDL_RenderGeometry` of `vertices`, by `indices` when given.
    static func renderGeometry(_ renderer: OpaquePointer, _ vertices: [SDL_Vertex], _ indices: [Int32]?) {
        var vertices = vertices
        if var indices {
            SDL_RenderGeometry(renderer, nil, &vertices, Int32(vertices.count), &indices, Int32(indices.count))
        } else {
            SDL_RenderGeometry(renderer, nil, &vertices, Int32(vertices.count), nil, 0)
        }
    }
}
