import ScrollKitCore

/// Writes PNG files (ISO/IEC 15948) from `RGBAImage`s: colour type and row
/// filters chosen here, the IDAT stream and chunk CRCs by the system's zlib
/// (`Zlib`).
///
/// Colour type, lossless in every case:
/// - ≤ 256 distinct colours (the usual UI screenshot) and `allowsPalette`:
///   an indexed image (PLTE, plus tRNS when some colour is not opaque) at
///   1, 2, 4 or 8 bits per pixel, rows unfiltered (the spec's advice for
///   palettes);
/// - otherwise RGB8 when every pixel is opaque, else RGBA8, each row filtered
///   with whichever of None/Sub/Up/Average/Paeth has the smallest sum of
///   absolute (signed) byte values.
/// Output is deterministic: same image and options, same bytes (no timestamps).
package enum PNGEncoder {
    package struct Options: Sendable {
        /// zlib effort: level 9 by default (screenshots are written once;
        /// 12–30 % smaller than level 6 on UI frames, docs/looks.md).
        package var level: Zlib.Level = .best
        /// Write an indexed PNG when the image has at most 256 colours.
        var allowsPalette: Bool = true
        /// Device pixels per logical pixel (`--scale`): written as a pHYs
        /// chunk of 72 dpi × scale so viewers can show it at its logical size.
        /// nil writes no pHYs chunk.
        package var scale: Int? = nil

        package init(level: Zlib.Level = .best, allowsPalette: Bool = true, scale: Int? = nil) {
            self.level = level
            self.allowsPalette = allowsPalette
            self.scale = scale
        }
    }

    /// The PNG file of `image`. PNG cannot hold an empty image: a 0-wide or
    /// 0-high image is written as one transparent pixel.
    package static func encode(_ image: RGBAImage, options: Options = Options()) -> [UInt8] {
        let source = image.width > 0 && image.height > 0 ? image.wellFormed : RGBAImage(width: 1, height: 1)
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let raw: [UInt8]
        let colorType: UInt8
        var bitDepth: UInt8 = 8
        var paletteChunks: [(String, [UInt8])] = []
        if options.allowsPalette, let exact = ColorPalette.exact(of: source, limit: 256) {
            // Translucent entries first, so tRNS stops at the last of them.
            let translucent = exact.colors.filter { $0.a != 255 }
            let palette = ColorPalette(colors: translucent + exact.colors.filter { $0.a == 255 })
            colorType = 3
            bitDepth = palette.count <= 2 ? 1 : palette.count <= 4 ? 2 : palette.count <= 16 ? 4 : 8
            raw = indexedScanlines(source, palette: palette, bitDepth: Int(bitDepth))
            paletteChunks.append(("PLTE", palette.colors.flatMap { [$0.r, $0.g, $0.b] }))
            if !translucent.isEmpty { paletteChunks.append(("tRNS", translucent.map(\.a))) }
        } else if source.isOpaque {
            colorType = 2
            raw = filteredScanlines(source, channels: 3)
        } else {
            colorType = 6
            raw = filteredScanlines(source, channels: 4)
        }

        var ihdr: [UInt8] = []
        ihdr += bigEndian(UInt32(source.width))
        ihdr += bigEndian(UInt32(source.height))
        ihdr += [bitDepth, colorType, 0, 0, 0]  // deflate, adaptive filtering, no interlace
        appendChunk("IHDR", ihdr, to: &file)
        appendChunk("sRGB", [0], to: &file)  // the renderer's colours are sRGB (perceptual intent)
        if let scale = options.scale, scale > 0, scale < 10_000 {
            let perMeter = bigEndian(UInt32(2835 * scale))  // 72 dpi = 2834.6 px/m
            appendChunk("pHYs", perMeter + perMeter + [1], to: &file)
        }
        for (type, data) in paletteChunks { appendChunk(type, data, to: &file) }
        appendChunk("IDAT", Zlib.compress(raw, level: options.level), to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    // MARK: - Scanlines

    /// Filter-type byte + packed palette indices per row (filter None),
    /// indices packed most significant bits first as PNG requires.
    static func indexedScanlines(_ image: RGBAImage, palette: ColorPalette, bitDepth: Int) -> [UInt8] {
        let rowBytes = (image.width * bitDepth + 7) / 8
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
        let lookup = palette.makeLookup()
        let w = image.width
        image.pixels.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { px in
                raw.withUnsafeMutableBufferPointer { out in
                    let perByte = 8 / bitDepth
                    var lastKey: UInt32 = px.isEmpty ? 0 : ~px[0]
                    var lastIndex = 0
                    for y in 0..<image.height {
                        let rowStart = y * (rowBytes + 1)
                        out[rowStart] = PNGRowFilter.none.rawValue
                        for x in 0..<w {
                            let key = px[y * w + x]
                            if key != lastKey {
                                lastKey = key
                                lastIndex = lookup.index(ofRawPixel: key) ?? 0
                            }
                            let byteIndex = rowStart + 1 + x / perByte
                            let shift = 8 - bitDepth * (x % perByte + 1)
                            out[byteIndex] |= UInt8(lastIndex << shift)
                        }
                    }
                }
            }
        }
        return raw
    }

    /// Filter-type byte + filtered bytes per row, the filter chosen per row
    /// by the minimum sum of absolute differences. `channels` is 3 (RGB,
    /// alpha dropped) or 4 (RGBA).
    static func filteredScanlines(_ image: RGBAImage, channels: Int) -> [UInt8] {
        let w = image.width, h = image.height
        let rowBytes = w * channels
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * h)
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let trial = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { current.deallocate(); previous.deallocate(); trial.deallocate() }
        image.pixels.withUnsafeBufferPointer { px in
            raw.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    // The row in the output channel layout.
                    var k = 0
                    var p = y * w * 4
                    for _ in 0..<w {
                        current[k] = px[p]
                        current[k + 1] = px[p + 1]
                        current[k + 2] = px[p + 2]
                        if channels == 4 { current[k + 3] = px[p + 3] }
                        k += channels
                        p += 4
                    }
                    let rowStart = y * (rowBytes + 1) + 1
                    let target = out.baseAddress! + rowStart
                    var bestScore = Int.max
                    for filter in PNGRowFilter.allCases {
                        PNGRowFilter.apply(filter, row: current, previous: y > 0 ? UnsafePointer(previous) : nil,
                                           count: rowBytes, bpp: channels, into: trial)
                        let score = PNGRowFilter.score(trial, count: rowBytes)
                        if score < bestScore {
                            bestScore = score
                            out[rowStart - 1] = filter.rawValue
                            target.update(from: trial, count: rowBytes)
                        }
                    }
                    previous.update(from: current, count: rowBytes)
                }
            }
        }
        return raw
    }

    // MARK: - Chunks

    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += bigEndian(Zlib.crc32(data, continuing: Zlib.crc32(typeBytes)))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
