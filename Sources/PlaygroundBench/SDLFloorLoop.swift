import CSDL2
import PlaygroundRender

/// The cheapest frame SDL2's software renderer can produce at a size: clear,
/// 50 filled rectangles, present, read the pixels back. `playground bench`
/// measures the window's real frame against it ("the SDL floor"): what any
/// renderer on this stack costs before drawing anything interesting.
package final class SDLFloorLoop {
    package let width: Int
    package let height: Int
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    /// The pixels read back by the last `draw` (RGBA, rows top first).
    package private(set) var lastFrame: [UInt8]

    package init(width: Int, height: Int) throws(RenderError) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw RenderError.sdl("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = RenderError.sdl("SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
        lastFrame = [UInt8](repeating: 0, count: width * height * 4)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// One frame; `frame` shifts the rectangles so no two frames are alike.
    /// The 50 rectangles are full-width rows of height / 50 (rounded up),
    /// opaque, in alternating colours: the shape of a list scrolling.
    package func draw(frame: Int) {
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        let rowHeight = (height + 49) / 50
        let shift = Int32(frame % Swift.max(1, rowHeight))
        for i in 0..<50 {
            SDL_SetRenderDrawColor(renderer, UInt8(40 + i * 4), UInt8(200 - i * 3), UInt8(120 + (i % 2) * 60), 255)
            var rect = SDL_Rect(x: 8, y: Int32(i * rowHeight) - shift, w: Int32(width - 16), h: Int32(rowHeight - 2))
            SDL_RenderFillRect(renderer, &rect)
        }
        SDL_RenderPresent(renderer)
        lastFrame.withUnsafeMutableBytes { buffer in
            _ = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(width * 4))
        }
    }
}
