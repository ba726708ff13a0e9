import CSDL2
import Foundation

/// The bytes of the font files the text rasterizers open, read once per
/// process and kept for its life (a few hundred kilobytes a face), so that
/// FreeType reads glyphs from memory.
///
/// Why: a face opened by path reads through stdio, and every glyph FreeType
/// loads that is not in SDL2_ttf's cache (each label new to the screen, and
/// each width measured) seeks and reads the file: a long list scrolling in
/// new rows made several `lseek`/`read` system calls a frame. The bytes are
/// the file's, so the glyphs, metrics and kerning are the same.
///
/// Callers hold `TextRasterizer`'s lock (the cache is process-wide).
enum FontFileBytes {
    nonisolated(unsafe) private static var files: [String: UnsafeRawBufferPointer] = [:]

    /// Opens face `index` of `path` at `pixels` per em from its bytes in
    /// memory; by path, as before, when the file cannot be read whole.
    static func openFont(_ path: String, pixels: Int32, index: Int = 0) -> OpaquePointer? {
        guard let bytes = bytes(of: path), let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else {
            return index == 0 ? TTF_OpenFont(path, pixels) : TTF_OpenFontIndex(path, pixels, index)
        }
        // The stream is closed with the font (freesrc 1); the bytes stay.
        return index == 0 ? TTF_OpenFontRW(stream, 1, pixels) : TTF_OpenFontIndexRW(stream, 1, pixels, index)
    }

    /// The bytes of `path`, read on first use; nil when it cannot be read.
    static func bytes(of path: String) -> UnsafeRawBufferPointer? {
        if files[path] == nil, let data = FileManager.default.contents(atPath: path), !data.isEmpty, data.count <= Int(Int32.max) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
            data.copyBytes(to: buffer)
            files[path] = UnsafeRawBufferPointer(buffer)
        }
        return files[path]
    }
}
