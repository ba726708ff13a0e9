import CSDL2
import Foundation

/// The bytes of the font files a text rasterizer opens, read once per
/// rasterizer and kept for its life (a few hundred kilobytes a face), so
/// that FreeType reads glyphs from memory. The rasterizer owns them: it
/// closes its fonts before they are freed (`deinit`).
///
/// Why: a face opened by path reads through stdio, and every glyph FreeType
/// loads that is not in SDL2_ttf's cache (each label new to the screen, and
/// each width measured) seeks and reads the file: a long list scrolling in
/// new rows made several `lseek`/`read` system calls a frame. The bytes are
/// the file's, so the glyphs, metrics and kerning are the same.
///
/// Callers hold `TextRasterizer`'s lock (FreeType reads them).
final class FontFileBytes {
    private var files: [String: UnsafeRawBufferPointer] = [:]

    init() {}

    deinit {
        for buffer in files.values { buffer.deallocate() }
    }

    /// Opens face `index` of `path` at `pixels` per em from its bytes in
    /// memory; by path, as before, when the file cannot be read whole.
    func openFont(_ path: String, pixels: Int32, index: Int = 0) -> OpaquePointer? {
        guard let bytes = bytes(of: path), let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else {
            return index == 0 ? TTF_OpenFont(path, pixels) : TTF_OpenFontIndex(path, pixels, index)
        }
        // The stream is closed with the font (freesrc 1); the bytes stay.
        return index == 0 ? TTF_OpenFontRW(stream, 1, pixels) : TTF_OpenFontIndexRW(stream, 1, pixels, index)
    }

    /// The bytes of `path`, read on first use; nil when it cannot be read.
    func bytes(of path: String) -> UnsafeRawBufferPointer? {
        if files[path] == nil, let data = FileManager.default.contents(atPath: path), !data.isEmpty, data.count <= Int(Int32.max) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
            data.copyBytes(to: buffer)
            files[path] = UnsafeRawBufferPointer(buffer)
        }
        return files[path]
    }
}
