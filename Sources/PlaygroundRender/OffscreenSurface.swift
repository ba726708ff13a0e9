import CSDL2
import ScrollKitCore
import PlaygroundMedia

/// A headless drawing target: an RGBA32 `SDL_Surface` with a software
/// renderer on it. Needs no `SDL_Init`, no video driver and no display, so
/// `playground record`, the QA runner and the tests draw exactly what the
/// window draws, pixel for pixel.
///
/// The surface is `width × height` logical pixels, `scale` device pixels per
/// logical pixel; `readImage()` returns the device pixels. SDL is process-global
/// state: use one surface per thread (tests touching it run serialized).
package final class OffscreenSurface {
    /// Logical size.
    package let width: Int
    package let height: Int
    /// Device pixels per logical pixel.
    package let scale: Double
    /// Device pixel size: logical size × scale, rounded.
    package let pixelWidth: Int
    package let pixelHeight: Int

    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    /// The canvas drawing into this surface.
    package let canvas: Canvas

    /// Creates the surface, cleared to opaque black. Throws with
    /// `SDL_GetError()` when SDL fails, or when the size or scale is not
    /// usable (sizes 1…16384 device pixels, scale finite in (0, 16]).
    package init(width: Int, height: Int, scale: Double = 1, font: FontBook) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RenderError(operation: "OffscreenSurface", message: "scale must be finite and in (0, 16], got \(scale)")
        }
        let pw = (Double(width) * scale).rounded()
        let ph = (Double(height) * scale).rounded()
        guard width > 0, height > 0, pw >= 1, ph >= 1, pw <= 16384, ph <= 16384 else {
            throw RenderError(
                operation: "OffscreenSurface",
                message: "size \(width)x\(height) at scale \(scale) must be 1 to 16384 device pixels on each side"
            )
        }
        self.width = width
        self.height = height
        self.scale = scale
        pixelWidth = Int(pw)
        pixelHeight = Int(ph)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw RenderError.sdl("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = RenderError.sdl("SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        do {
            canvas = try Canvas(renderer: renderer, scale: scale, font: font)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
            throw error
        }
        self.surface = surface
        self.renderer = renderer
        if let pixels = surface.pointee.pixels {
            canvas.pixelTarget = PixelTarget(
                base: pixels.assumingMemoryBound(to: UInt8.self), pitch: Int(surface.pointee.pitch),
                width: pixelWidth, height: pixelHeight)
        }
        canvas.clear(RGBColor(r: 0, g: 0, b: 0))
    }

    /// Convenience: finds the system fonts (`FontBook.system()`).
    package convenience init(width: Int, height: Int, scale: Double = 1) throws {
        try self.init(width: width, height: height, scale: scale, font: try FontBook.system())
    }

    deinit {
        canvas.releaseTextures()  // before the renderer, which would free them itself
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Flushes pending drawing and copies the device pixels out: R, G, B, A
    /// bytes, rows top first, `pixelWidth × pixelHeight`, no padding.
    ///
    /// Reads through `SDL_RenderReadPixels` (RGBA32, so the bytes are R, G, B,
    /// A in memory order on any endianness); should SDL refuse, copies the
    /// surface's rows directly (it is RGBA32 too), honouring its pitch.
    package func readImage() -> RGBAImage {
        var image = RGBAImage(width: 0, height: 0)
        readImage(into: &image)
        return image
    }

    /// As `readImage()`, into `image`'s storage when it already has this
    /// size (copied first if shared): a recorder alternating two images reads
    /// every frame without allocating and zeroing a fresh buffer.
    package func readImage(into image: inout RGBAImage) {
        let count = pixelWidth * pixelHeight * 4
        var bytes: [UInt8] = []
        if image.width == pixelWidth && image.height == pixelHeight && image.pixels.count == count {
            swap(&bytes, &image.pixels)  // leaves the image's array uniquely referenced here
        } else {
            bytes = [UInt8](repeating: 0, count: count)
        }
        let rowBytes = pixelWidth * 4
        canvas.commitPendingClear()
        let status = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(rowBytes))
        }
        if status != 0 {
            SDL_RenderFlush(renderer)
            SDL_LockSurface(surface)
            let pitch = Int(surface.pointee.pitch)
            if let pixels = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) {
                bytes.withUnsafeMutableBufferPointer { out in
                    for y in 0..<pixelHeight {
                        (out.baseAddress! + y * rowBytes).update(from: pixels + y * pitch, count: rowBytes)
                    }
                }
            }
            SDL_UnlockSurface(surface)
        }
        image = RGBAImage(width: pixelWidth, height: pixelHeight, pixels: bytes)
    }
}
