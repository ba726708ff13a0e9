/// The pixel size of a colour bitmap font's strike, read from its `CBLC`
/// table (OpenType's colour bitmap location table).
///
/// A bitmap font (Noto Color Emoji: one strike of 109 pixels per em) has
/// no outlines to scale: FreeType (through SDL2_ttf) hands out the glyph
/// images at the strike's size whatever size is asked for, so the canvas
/// scales them by `pixels / ppem` itself. The table's layout: a header
/// (version, number of sizes: 4 bytes each), then one 48-byte
/// `BitmapSize` record per strike whose byte 44 is `ppemX`.
enum ColorStrike {
    /// The horizontal pixels per em of the font's first strike, or nil
    /// when the file has no readable `CBLC` table. `bytes` is the whole
    /// font file (a single face, not a collection).
    static func ppem(_ bytes: UnsafeRawBufferPointer) -> Int? {
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return hi << 16 | lo
        }
        guard let tables = u16(4) else { return nil }
        for i in 0..<tables {
            let record = 12 + 16 * i
            guard record + 16 <= bytes.count else { return nil }
            guard bytes[record] == 0x43, bytes[record + 1] == 0x42, bytes[record + 2] == 0x4C, bytes[record + 3] == 0x43 else { continue }
            guard let offset = u32(record + 8), let sizes = u32(offset + 4), sizes > 0, offset + 8 + 48 <= bytes.count else { return nil }
            let ppem = Int(bytes[offset + 8 + 44])
            return ppem > 0 ? ppem : nil
        }
        return nil
    }
}
