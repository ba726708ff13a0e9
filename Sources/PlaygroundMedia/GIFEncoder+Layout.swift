import ScrollKitCore

// Transparency layouts of a differenced image: which unchanged pixels are
// written transparent, which in colour; each layout's LZW size, by full
// encoding, on a sample of rows, or predicted from the last checked image.

extension GIFEncoder {
    /// Rectangles up to this many pixels (768 Ki: two phone lanes, 2 × 390 ×
    /// 844, are below) have every transparency layout encoded and the
    /// smallest kept; larger ones (a 1280×800 frame's change) are chosen by
    /// encoding a sample (`sampleBand` rows of every `samplePeriod`) and
    /// only the winner in full. Measured on the bench's 1280×800 case
    /// (frames of ≤ 256 colours): half the encode time (3 LZW passes →
    /// 1.75) for +0.5 % bytes; at 256 Ki the README demo lost 1 % bytes.
    static let exactChoiceArea = 3 << 18
    /// Rectangles above this many pixels (512 Ki: a 1280×800 frame's
    /// change, not a phone lane's) are LZW-encoded once in the layout that
    /// won the last checked image, and checked again after a stretch that
    /// grows while the winner stays (1, 2, then `layoutCheckPeriod` − 1
    /// images; a new winner has the next image checked). Measured on the
    /// bench's cases (frames as rendered): the 1280×800 recording's encode
    /// time −20 % for +0.04 % bytes; from 400 Ki the 2 lanes and README
    /// cases lost up to 1.5 % bytes, which their few images do not repay.
    static let predictionArea = 1 << 19
    static let layoutCheckPeriod = 4
    static let sampleBand = 8
    static let samplePeriod = 32

    /// The *runs* layout of the free pixels (gifsicle's heuristic) into
    /// `runsBuffer`: a stretch of free pixels (in scan order) holding one
    /// colour only is written in that colour (making it transparent would
    /// not shorten the run, and could cut a longer run of that colour); a
    /// stretch of two or more colours stays free. Returns false when that
    /// changes nothing (the layouts are the same).
    func makeRunsLayout(area: Int) -> Bool {
        if runsBuffer.count < area { runsBuffer = [UInt8](repeating: 0, count: area) }
        var differs = false
        indexBuffer.withUnsafeBufferPointer { outBuffer in
            freeBuffer.withUnsafeBufferPointer { freeBuffer in
                runsBuffer.withUnsafeMutableBufferPointer { runsBuffer in
                    let out = outBuffer.baseAddress!, free = freeBuffer.baseAddress!, runs = runsBuffer.baseAddress!
                    let outBytes = UnsafeRawPointer(out), freeBytes = UnsafeRawPointer(free)
                    // Eight flags (0 or 1) or indices at a time along the stretches.
                    let ones: UInt64 = 0x0101_0101_0101_0101
                    var o = 0
                    while o < area {
                        var e = o
                        if free[o] == 0 {
                            while e + 8 <= area && freeBytes.loadUnaligned(fromByteOffset: e, as: UInt64.self) == 0 { e += 8 }
                            while e < area && free[e] == 0 { e += 1 }
                            (runs + o).update(repeating: 0, count: e - o)
                            o = e
                            continue
                        }
                        let first = out[o]
                        let eight = UInt64(first) &* ones
                        var single = true
                        e = o + 1
                        while e + 8 <= area && freeBytes.loadUnaligned(fromByteOffset: e, as: UInt64.self) == ones {
                            if outBytes.loadUnaligned(fromByteOffset: e, as: UInt64.self) != eight { single = false }
                            e += 8
                        }
                        while e < area && free[e] != 0 {
                            if out[e] != first { single = false }
                            e += 1
                        }
                        if single { differs = true }
                        (runs + o).update(repeating: single ? 0 : 1, count: e - o)
                        o = e
                    }
                }
            }
        }
        return differs
    }

    /// The fixed layouts worth more LZW passes after the free layouts
    /// 0…2 were encoded (`sizes[layout]`, Int.max when not): when the
    /// runs layout won, 5 (gifsicle's runs heuristic as it is: every
    /// stretch of unchanged pixels of two colours or more transparent,
    /// the others in colour) and, when it won by a tenth or more, 4
    /// (every pixel in colour, none transparent). gifsicle -O3 encodes
    /// its opaque, runs and all-transparent versions of every image.
    /// Measured on the bench's phone-size cases (the LZW sizes of every
    /// layout of every image): these two rules keep 87–100 % of what
    /// trying all three on every image gains (README rubber band −0.41 %,
    /// pages −0.07 %, 2 lanes −0.08 %) for +7–39 % LZW passes. All
    /// transparent (3) after a win of layout 0 gained 0–0.06 % for up to
    /// +12 % passes more: not tried.
    static func extraLayouts(sizes: [Int], winner: Int) -> [Int] {
        guard winner == 2 else { return [] }
        return min(sizes[0], sizes[1]) >= sizes[2] + sizes[2] / 10 ? [5, 4] : [5]
    }

    /// The LZW data of the first `area` indices in `layout` into
    /// `lzwTrial`; returns its byte count. Layouts: 0, free flags, strings
    /// at free pixels start transparent; 1, free flags, looking at the
    /// next pixel; 2, runs flags; 4, every free pixel in colour (no
    /// transparency); 5, every pixel the runs flags free transparent, no
    /// choice left to LZW (`runsBuffer` must be built).
    /// `limit`: the size to beat; a layout whose data reaches it is
    /// abandoned (nil), as `GIFLZWEncoder` stops there.
    func encodeLayout(_ layout: Int, area: Int, transparentIndex: Int, minCodeSize: Int, limit: Int = Int.max) -> Int? {
        let alternative = UInt8(truncatingIfNeeded: transparentIndex)
        if layout == 4 {
            return indexBuffer.withUnsafeBufferPointer { indices in
                lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<area]), free: nil, alternative: alternative,
                           minCodeSize: minCodeSize, limit: limit, to: &lzwTrial)
            }
        }
        if layout == 5 {
            if layoutBuffer.count < area { layoutBuffer = [UInt8](repeating: 0, count: area) }
            layoutBuffer.withUnsafeMutableBufferPointer { out in
                indexBuffer.withUnsafeBufferPointer { indices in
                    runsBuffer.withUnsafeBufferPointer { free in
                        for o in 0..<area { out[o] = free[o] != 0 ? alternative : indices[o] }
                    }
                }
            }
            return layoutBuffer.withUnsafeBufferPointer { indices in
                lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<area]), free: nil, alternative: alternative,
                           minCodeSize: minCodeSize, limit: limit, to: &lzwTrial)
            }
        }
        return indexBuffer.withUnsafeBufferPointer { indices in
            (layout == 2 ? runsBuffer : freeBuffer).withUnsafeBufferPointer { flags in
                lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<area]),
                           free: UnsafeBufferPointer(rebasing: flags[0..<area]),
                           alternative: UInt8(truncatingIfNeeded: transparentIndex),
                           minCodeSize: minCodeSize, startsTransparent: layout != 1, limit: limit, to: &lzwTrial)
            }
        }
    }

    /// Which layout (0: free starting transparent, 1: free looking at the
    /// next pixel, 2: runs) is smallest on the sample rows (bands of
    /// `sampleBand` rows every `samplePeriod`): a quarter of the LZW work of
    /// encoding each in full.
    func bestLayoutOnSample(rect: PixelRect, transparentIndex: Int, minCodeSize: Int, hasRuns: Bool) -> Int {
        var indices: [UInt8] = [], free: [UInt8] = [], runs: [UInt8] = []
        let w = rect.width
        var y = 0
        while y < rect.height {
            let rows = min(Self.sampleBand, rect.height - y)
            let range = (y * w)..<((y + rows) * w)
            indices += indexBuffer[range]
            free += freeBuffer[range]
            if hasRuns { runs += runsBuffer[range] }
            y += Self.samplePeriod
        }
        let t = UInt8(truncatingIfNeeded: transparentIndex)
        var sizes: [Int] = []
        indices.withUnsafeBufferPointer { px in
            for layout in 0..<(hasRuns ? 3 : 2) {
                var out: [UInt8] = []
                (layout == 2 ? runs : free).withUnsafeBufferPointer {
                    lzw.encode(px, free: $0, alternative: t, minCodeSize: minCodeSize, startsTransparent: layout != 1, into: &out)
                }
                sizes.append(out.count)
            }
        }
        return sizes.indices.min { sizes[$0] < sizes[$1] }!
    }

    /// As `fillIndices`, from the scan's slots and unchanged flags instead
    /// of the pixels: each slot's index is looked up once (`keys[slot]` in
    /// `lookup`), then every pixel is a table read.
    func remapIndices(area: Int, keys: [UInt32], lookup: ColorIndexMap, codeLimit: Int = 256, differencing: Bool,
                              transparentIndex: Int, freeUnchanged: Bool) {
        if indexBuffer.count < area { indexBuffer = [UInt8](repeating: 0, count: area) }
        if differencing && freeBuffer.count < area { freeBuffer = [UInt8](repeating: 0, count: area) }
        // 0…255: the slot's index; 256: its colour is not in `lookup`.
        var table = [UInt16](repeating: 256, count: 256)
        for (slot, key) in keys.enumerated() {
            if let index = lookup.index(ofRawPixel: key), index < codeLimit { table[slot] = UInt16(index) }
        }
        let clear = UInt8(truncatingIfNeeded: transparentIndex)
        table.withUnsafeBufferPointer { table in
            slotBuffer.withUnsafeBufferPointer { slots in
                indexBuffer.withUnsafeMutableBufferPointer { out in
                    guard differencing else {
                        // Every colour is listed: 256 (absent) cannot occur, truncation is never used.
                        for o in 0..<area { out[o] = UInt8(truncatingIfNeeded: table[Int(slots[o])]) }
                        return
                    }
                    unchangedBuffer.withUnsafeBufferPointer { same in
                        freeBuffer.withUnsafeMutableBufferPointer { free in
                            if freeUnchanged && !keys.indices.contains(where: { table[$0] > 255 }) {
                                // Every colour listed (the usual case): free = unchanged.
                                for o in 0..<area { out[o] = UInt8(truncatingIfNeeded: table[Int(slots[o])]) }
                                free.baseAddress!.update(from: same.baseAddress!, count: area)
                                return
                            }
                            for o in 0..<area {
                                let v = table[Int(slots[o])]
                                if same[o] != 0 {
                                    if freeUnchanged && v < 256 {
                                        out[o] = UInt8(truncatingIfNeeded: v)
                                        free[o] = 1
                                    } else {
                                        out[o] = clear
                                        free[o] = 0
                                    }
                                } else {
                                    out[o] = UInt8(truncatingIfNeeded: v)
                                    free[o] = 0
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The palette indices of `rect` into `indexBuffer`, row by row, and with
    /// `previous`, the free flags into `freeBuffer`: an unchanged pixel is
    /// free (1) when `freeUnchanged` and its colour is in `lookup`, else it
    /// is written as `transparentIndex`.
    func fillIndices(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
                             lookup: ColorIndexMap, transparentIndex: Int, freeUnchanged: Bool) {
        if indexBuffer.count < rect.area { indexBuffer = [UInt8](repeating: 0, count: rect.area) }
        if previous != nil && freeBuffer.count < rect.area { freeBuffer = [UInt8](repeating: 0, count: rect.area) }
        let w = width
        let clear = UInt8(truncatingIfNeeded: transparentIndex)
        frame.pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { cur in
                (previous ?? frame).pixels.withUnsafeBytes { praw in
                    praw.withMemoryRebound(to: UInt32.self) { prev in
                        indexBuffer.withUnsafeMutableBufferPointer { out in
                            freeBuffer.withUnsafeMutableBufferPointer { free in
                                let differencing = previous != nil
                                var o = 0
                                var lastKey = cur[rect.y * w + rect.x]
                                var lastIndex = lookup.index(ofRawPixel: lastKey).map { UInt8(truncatingIfNeeded: $0) }
                                for y in rect.y..<rect.maxY {
                                    var i = y * w + rect.x
                                    for _ in 0..<rect.width {
                                        let key = cur[i]
                                        if key != lastKey {
                                            lastKey = key
                                            lastIndex = lookup.index(ofRawPixel: key).map { UInt8(truncatingIfNeeded: $0) }
                                        }
                                        if differencing {
                                            if prev[i] == key {
                                                if freeUnchanged, let index = lastIndex {
                                                    out[o] = index
                                                    free[o] = 1
                                                } else {
                                                    out[o] = clear
                                                    free[o] = 0
                                                }
                                            } else {
                                                out[o] = lastIndex ?? 0
                                                free[o] = 0
                                            }
                                        } else {
                                            out[o] = lastIndex ?? 0
                                        }
                                        o += 1
                                        i += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
