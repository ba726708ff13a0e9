import ScrollKitCore

// The file around the images: header and colour tables, holding images back
// until the global table is sized, then streaming; each image queued until
// the next frame says whether its delay grows.

extension GIFEncoder {
    // MARK: - Stream structure

    /// The header with a global table of `2 << tableSizeField` entries
    /// holding `table` (padded with black).
    func writeHeader(tableSizeField: Int, table: [RGBColor]) throws {
        try sink.write(headerBytes(tableSizeField: tableSizeField, table: table))
    }

    /// The header, as `writeHeader` writes it.
    func headerBytes(tableSizeField: Int, table: [RGBColor]) -> [UInt8] {
        var header = Array("GIF89a".utf8)
        header += Self.littleEndian16(width) + Self.littleEndian16(height)
        // Global table flag, colour resolution 8 bits (7), not sorted, table size.
        header += [options.usesGlobalPalette ? 0xF0 | UInt8(tableSizeField) : 0x70, 0, 0]
        if options.usesGlobalPalette {
            header += Self.colorTable(table, entries: 2 << tableSizeField)
        }
        if let loops = options.loopCount {
            header += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8)
            header += [0x03, 0x01] + Self.littleEndian16(min(max(loops, 0), 65535)) + [0x00]
        }
        return header
    }

    /// Writes an image, or holds it back while the file still fits in
    /// `holdLimit`; past that the header goes out with a 256-entry table
    /// (filled in by `finish`) and everything streams.
    package func emit(_ image: [UInt8]) throws {
        if kept != nil {
            keptImages.append(kept!.count..<(kept!.count + image.count))
            kept!.append(contentsOf: image)
            if kept!.count > reorderLimit {
                kept = nil
                keptImages = []
            }
        }
        guard held != nil else { return try sink.write(image) }
        held!.append(contentsOf: image)
        if held!.count > holdLimit {
            // Kept images are rewritten at `finish`: reserve every entry,
            // so no later colour needs a local table for want of room.
            let sizeField = kept != nil ? 7 : Self.tableSizeField(entries: max(globalKeys.count, maxGlobalIndex + 1, 2))
            globalCapacity = 2 << sizeField
            try writeHeader(tableSizeField: sizeField, table: [])
            try sink.write(held!)
            held = nil
        }
    }

    /// Holds `image` back until the next frame says whether its delay grows.
    func queue(_ image: [UInt8], delay: Int) throws {
        try flushPending()
        pending = image
        pendingDelay = delay
        statistics.imagesWritten += 1
    }

    func flushPending() throws {
        guard var image = pending else { return }
        // The graphic control extension leads every image: delay at bytes 4–5.
        image[4] = UInt8(pendingDelay & 0xFF)
        image[5] = UInt8(pendingDelay >> 8)
        try emit(image)
        pending = nil
    }

    /// A 1×1 fully transparent image: "nothing changed" when identical frames
    /// are not merged.
    func unchangedImage() -> [UInt8] {
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, 1 << 2 | 1, 0, 0, 0, 0x00]
        bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0]
        if options.usesGlobalPalette {
            bytes.append(0)
        } else {
            bytes.append(0x80)  // a 2-entry local table
            bytes += [UInt8](repeating: 0, count: 6)
        }
        [UInt8(0)].withUnsafeBufferPointer { lzw.encode($0, minCodeSize: 2, into: &bytes) }
        return bytes
    }

    // MARK: - Helpers

    /// The size field of a colour table of at least `entries` (≤ 256) entries: `2 << field` entries.
    static func tableSizeField(entries: Int) -> Int {
        var field = 0
        while (2 << field) < entries { field += 1 }
        return field
    }

    static func makeOpaque(_ image: inout RGBAImage) {
        image.pixels.withUnsafeMutableBufferPointer { p in
            var i = 3
            while i < p.count { p[i] = 255; i += 4 }
        }
    }

    /// `colors` as RGB triples, padded with black to `entries` entries.
    static func colorTable(_ colors: [RGBColor], entries: Int) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: entries * 3)
        for (i, c) in colors.prefix(entries).enumerated() {
            table[3 * i] = c.r
            table[3 * i + 1] = c.g
            table[3 * i + 2] = c.b
        }
        return table
    }

    static func littleEndian16(_ v: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8)]
    }
}
