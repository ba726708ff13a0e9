/// GIF's variable-width LZW (GIF89a appendix F): codes start at
/// `minCodeSize + 1` bits and grow to 12, a clear code opens the stream, an
/// end code closes it; codes are packed least-significant bit first and cut
/// into sub-blocks of at most 255 bytes, ended by an empty one.
///
/// Two things beyond the textbook encoder make its output smaller:
/// - **free pixels**: a pixel marked free (unchanged since the previous
///   frame, under a transparent index) may be written either as its colour or
///   as the transparent index; at each free pixel the encoder takes the
///   transparent index when the current dictionary string continues with
///   it, else the colour when that continues, and starts new strings
///   transparent. Unchanged areas thus become long transparent strings,
///   while a free pixel inside a run the dictionary knows in colour does not
///   cut it. (Greedy look-ahead choices and "continue the colour run first"
///   both measured larger on the playground's recordings.)
/// - **deferred clear**: when the dictionary is full (4096 codes) it is kept
///   frozen instead of being cleared at once, as long as the last codes still
///   cover many pixels each and the rest of the image is short enough for the
///   frozen table to finish it (gifsicle's rule: clear when the running mean
///   of pixels per code drops under `meanRunFloor` / minCodeSize, or when
///   more than about 3000 codes at that mean would remain).
///
/// - **run fast path**: flat areas and transparent stretches are most of
///   every frame. The encoder remembers, for each index k, the codes of the
///   strings k, kk, kkk, … it has defined (an LZW dictionary holds k^m only
///   if it holds every shorter power, so they are k^1 … k^longest). While
///   the current string is k^m it scans ahead for pixels that continue k
///   (for the transparent index: free pixels too) and jumps up to k^longest
///   in one step, with no dictionary lookup per pixel. The codes written
///   are exactly the textbook ones (`ReferenceGIFLZWEncoder` in the tests
///   is the oracle): the fast path changes the speed, never the bytes.
///
/// Decoders see an ordinary GIF stream either way. Deterministic.
///
/// The dictionary is an open-addressing hash table of 8192 slots (32 KiB,
/// at most half full: 4096 codes), small enough to stay in cache where a
/// direct 4096 × 256 table (2 MiB) missed on most lookups; a slot holds
/// its string and its code in one word, so a probe is one load. The run table
/// (`runCodes`, 256 × 4096 codes, 2 MiB) is read only at the few entries
/// a jump lands on. A reference type because it owns these tables, reused
/// frame after frame; the codes go straight into sub-blocks
/// (`GIFSubBlockWriter`) in a buffer sized once from the code-count bound.
package final class GIFLZWEncoder {
    /// Slots: `(prefix << 8 | index) << 12 | code`, 0 = empty (no code
    /// defined is 0: dictionary codes start past the end code).
    private let slots: UnsafeMutablePointer<UInt32>
    private static let slotBits = 13
    private static let slotCount = 1 << slotBits
    /// Codes of a GIF LZW dictionary: 12 bits.
    private static let codeLimit = 4096
    /// Per code: m when the code is the string k^m of one index k (m ≥ 1), else 0.
    private let runLength: UnsafeMutablePointer<UInt16>
    /// Per run code: its index k.
    private let runSymbol: UnsafeMutablePointer<UInt8>
    /// Per code: whether code + the alternative (transparent) index is defined.
    private let hasAlternativeChild: UnsafeMutablePointer<Bool>
    /// `runCodes[k * codeLimit + m]`: the code of k^m, for 1 ≤ m ≤ `longestRun[k]`.
    private let runCodes: UnsafeMutablePointer<UInt16>
    /// Per index k: the largest m with k^m in the dictionary (≥ 1).
    private let longestRun: UnsafeMutablePointer<Int>
    /// The deferred-clear floor: a full table is cleared when the mean run
    /// drops under this ÷ minCodeSize pixels per code. gifsicle uses 36;
    /// 72 measured as small or smaller on every bench recording.
    static let meanRunFloor = 72
    /// Whether a full dictionary may stay frozen (false: clear at once, as
    /// the textbook encoder does).
    var defersClear = true
    /// Whether a clear of the full dictionary goes back to the first short
    /// string (under `shortString` pixels) since it filled, unless a long
    /// one (over `longString`) came after, and writes from there again
    /// with a fresh dictionary, as gifsicle's writer does: the frozen
    /// dictionary's short strings that led to the clear cost more than a
    /// fresh one's. False: the clear goes where it is decided.
    var rewindsClear = true
    /// Whether that rewind also takes back the string written just before
    /// the clear (when it is the first short one), else only earlier ones.
    /// `GIFEncoder` sets it per image: measured on the bench's cases (each
    /// file's bytes, against no rewind), taking it back gains on images up
    /// to `GIFEncoder.exactChoiceArea` pixels (README thirds lanes −0.6 %)
    /// but loses on larger ones (README lanes paging, flutter, css +0.07 %),
    /// where leaving it gains (−0.1 %).
    var rewindsLastString = true
    static let shortString = 7
    static let longString = 50
    /// Whether the run fast path is taken (false: one lookup per pixel; the
    /// same bytes, slower; for tests and measurement).
    var jumpsRuns = true
    /// Slow-path steps (one or two dictionary lookups each) of the last
    /// `encode`: what the run fast path saves, for tests.
    private(set) var lastLookups = 0
    /// The appending form's scratch buffer.
    private var scratch: [UInt8] = []

    package init() {
        slots = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
        runLength = UnsafeMutablePointer<UInt16>.allocate(capacity: Self.codeLimit)
        runLength.initialize(repeating: 0, count: Self.codeLimit)
        runSymbol = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.codeLimit)
        runSymbol.initialize(repeating: 0, count: Self.codeLimit)
        hasAlternativeChild = UnsafeMutablePointer<Bool>.allocate(capacity: Self.codeLimit)
        hasAlternativeChild.initialize(repeating: false, count: Self.codeLimit)
        runCodes = UnsafeMutablePointer<UInt16>.allocate(capacity: 256 * Self.codeLimit)
        longestRun = UnsafeMutablePointer<Int>.allocate(capacity: 256)
        longestRun.initialize(repeating: 1, count: 256)
    }

    deinit {
        slots.deallocate()
        runLength.deallocate()
        runSymbol.deallocate()
        hasAlternativeChild.deallocate()
        runCodes.deallocate()
        longestRun.deallocate()
    }

    /// Appends to `out` the image data of a GIF image: the minimum code size
    /// byte, the LZW codes in sub-blocks, and the block terminator.
    /// Every index must be below `1 << minCodeSize`; `minCodeSize` is 2…8.
    package func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into out: inout [UInt8]) {
        encode(indices, free: nil, alternative: 0, minCodeSize: minCodeSize, into: &out)
    }

    /// As `encode(_:free:alternative:minCodeSize:startsTransparent:to:)`,
    /// appending to `out`.
    package func encode(_ indices: UnsafeBufferPointer<UInt8>, free: UnsafeBufferPointer<UInt8>?, alternative: UInt8,
                minCodeSize: Int, startsTransparent: Bool = true, into out: inout [UInt8]) {
        let count = encode(indices, free: free, alternative: alternative, minCodeSize: minCodeSize,
                           startsTransparent: startsTransparent, to: &scratch)
        out.append(contentsOf: scratch[0..<count])
    }

    /// The most bytes the image data of `pixels` indices can take: at most
    /// one code per pixel plus a clear every 3839 codes, the first clear,
    /// the last string and the end code, 12 bits each; a length byte per
    /// 255; the code size byte and the terminator.
    static func maximumDataSize(pixels: Int) -> Int {
        let codeBytes = (pixels + pixels / 3839 + 4) * 3 / 2 + 1
        return 1 + codeBytes + codeBytes / 255 + 2
    }

    /// Writes the image data of a GIF image (the minimum code size byte, the
    /// LZW codes in sub-blocks, the block terminator) into `buffer` from
    /// index 0, growing it to `maximumDataSize` when shorter; returns the
    /// bytes written. Where `free[i]` is non-zero, pixel `i` may be written
    /// as `alternative` instead of `indices[i]` (both below
    /// `1 << minCodeSize`); `free`, when given, has `indices.count` bytes.
    /// With `startsTransparent` false, a string starting at a free pixel
    /// starts transparent only when the next pixel is free too (else in
    /// colour): which is smaller depends on the image, so `GIFEncoder`
    /// tries both.
    ///
    /// With `limit`, a caller that keeps the data only when it is shorter
    /// than `limit` bytes (choosing the smallest of several encodings)
    /// lets the encoder stop as soon as the bytes written reach `limit`:
    /// it then returns nil, and `buffer` holds nothing of use. Data it
    /// does return is the same, byte for byte, with or without a limit
    /// (it may still come to `limit` bytes or more: the last codes are not
    /// checked), and the next encoding is as from a fresh encoder.
    package func encode(_ indices: UnsafeBufferPointer<UInt8>, free: UnsafeBufferPointer<UInt8>?, alternative: UInt8,
                minCodeSize: Int, startsTransparent: Bool = true, limit: Int, to buffer: inout [UInt8]) -> Int? {
        precondition((2...8).contains(minCodeSize), "GIF minimum code size is 2…8")
        precondition(free == nil || free!.count >= indices.count, "one free flag per pixel")
        precondition(Int(alternative) < 1 << minCodeSize, "the alternative index fits the code size")
        let bound = Self.maximumDataSize(pixels: indices.count)
        if buffer.count < bound { buffer = [UInt8](repeating: 0, count: bound) }
        return buffer.withUnsafeMutableBufferPointer { out in
            out[0] = UInt8(minCodeSize)
            var writer = GIFSubBlockWriter(buffer: out.baseAddress!, start: 1)
            guard encodeCodes(indices, free: free, alternative: Int(alternative), minCodeSize: minCodeSize,
                              startsTransparent: startsTransparent, limit: limit, writer: &writer) else { return nil }
            return writer.finish()
        }
    }

    /// As `encode(_:free:alternative:minCodeSize:startsTransparent:limit:to:)` with no limit.
    package func encode(_ indices: UnsafeBufferPointer<UInt8>, free: UnsafeBufferPointer<UInt8>?, alternative: UInt8,
                minCodeSize: Int, startsTransparent: Bool = true, to buffer: inout [UInt8]) -> Int {
        encode(indices, free: free, alternative: alternative, minCodeSize: minCodeSize,
               startsTransparent: startsTransparent, limit: Int.max, to: &buffer)!
    }

    /// Writes the codes; false (the dictionary reset, the data cut short)
    /// when the writer's position reached `limit` first. The position only
    /// grows and `finish` adds at least the terminator, so data cut short
    /// would have come to more than `limit` bytes.
    private func encodeCodes(_ indices: UnsafeBufferPointer<UInt8>, free: UnsafeBufferPointer<UInt8>?, alternative alt: Int,
                             minCodeSize: Int, startsTransparent: Bool, limit: Int, writer: inout GIFSubBlockWriter) -> Bool {
        let clear = 1 << minCodeSize
        let end = clear + 1
        var width = minCodeSize + 1
        var nextCode = end + 1
        writer.write(clear, count: width)
        resetRuns(roots: clear)
        let n = indices.count
        if n > 0, let px = indices.baseAddress {
            let fr = free?.baseAddress
            let slots = self.slots
            let runLength = self.runLength, runSymbol = self.runSymbol, runCodes = self.runCodes
            let longestRun = self.longestRun, hasAlternativeChild = self.hasAlternativeChild
            let jumps = jumpsRuns
            let mask = Self.slotCount - 1
            let stride = Self.codeLimit
            // The code for `prefix` + `index`, 0 = none (real codes start past the end code).
            @inline(__always) func child(_ prefix: Int, _ index: Int) -> Int {
                let string = UInt32(truncatingIfNeeded: prefix << 8 | index)
                let wanted = string << 12
                var slot = Int(truncatingIfNeeded: ((string &+ 1) &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
                while true {
                    let found = slots[slot]
                    // The string's slot leaves its code (an empty slot, when
                    // the string is 0, leaves 0: none).
                    let code = found ^ wanted
                    if code < 4096 { return Int(code) }
                    if found == 0 { return 0 }
                    slot = (slot + 1) & mask
                }
            }
            @inline(__always) func define(_ prefix: Int, _ index: Int, _ code: Int) {
                let string = UInt32(truncatingIfNeeded: prefix << 8 | index)
                var slot = Int(truncatingIfNeeded: ((string &+ 1) &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = string << 12 | UInt32(truncatingIfNeeded: code)
                // Run bookkeeping: prefix = k^m and index = k make code = k^(m+1).
                let m = Int(runLength[prefix])
                if m != 0 && Int(runSymbol[prefix]) == index {
                    runLength[code] = UInt16(m + 1)
                    runSymbol[code] = UInt8(truncatingIfNeeded: index)
                    runCodes[index * stride + m + 1] = UInt16(code)
                    longestRun[index] = m + 1
                } else {
                    runLength[code] = 0
                }
                hasAlternativeChild[code] = false
                if index == alt { hasAlternativeChild[prefix] = true }
            }
            // A free pixel starts a string as the transparent index.
            var prefix = fr != nil && fr![0] != 0 ? alt : Int(px[0])
            var i = 1
            // Running mean of pixels per code (weight 1/16), scaled by 1 << 8.
            var mean = 1 << 8
            var runStart = 0
            /// The first symbol of the string being built (what it restarts from after a rewind).
            var first = prefix
            // Where a clear of the full dictionary goes back to (see
            // `rewindsClear`): the start of the first short string since
            // it filled, its first symbol and the writer before its code.
            var clearPos = -1
            var clearFirst = 0
            var clearMark = writer
            let freezeFloor = (Self.meanRunFloor << 8) / minCodeSize
            var lookups = 0
            defer { lastLookups = lookups }
            while i < n {
                // Run fast path: the string is k^m and k^(m+1)… are known.
                let m = Int(runLength[prefix])
                if jumps && m != 0 {
                    let k = Int(runSymbol[prefix])
                    let top = longestRun[k]
                    if m < top {
                        let limit = min(n - i, top - m)
                        let k8 = UInt8(truncatingIfNeeded: k)
                        var j = 0
                        if let fr {
                            if k == alt {
                                // Transparent continues through free pixels and through the index itself.
                                while j < limit && (fr[i + j] != 0 || px[i + j] == k8) { j += 1 }
                            } else {
                                // Colour continues through free pixels of its colour only while
                                // the string has no transparent child (the slow path's first choice).
                                while j < limit && px[i + j] == k8
                                    && (fr[i + j] == 0 || !hasAlternativeChild[Int(runCodes[k * stride + m + j])]) { j += 1 }
                            }
                        } else {
                            while j < limit && px[i + j] == k8 { j += 1 }
                        }
                        if j > 0 {
                            prefix = Int(runCodes[k * stride + m + j])
                            i += j
                            continue
                        }
                    }
                }
                lookups += 1
                var k = Int(px[i])
                var next = child(prefix, k)
                if let fr, fr[i] != 0 {
                    // Transparent when the dictionary continues that way,
                    // else the colour; a new string starts transparent.
                    // (`hasAlternativeChild` answers "none" without a probe.)
                    let other = hasAlternativeChild[prefix] ? child(prefix, alt) : 0
                    if other != 0 || (next == 0 && (startsTransparent || i + 1 >= n || fr[i + 1] != 0)) {
                        next = other
                        k = alt
                    }
                }
                if next != 0 {
                    prefix = next
                    i += 1
                    continue
                }
                let mark = writer
                writer.write(prefix, count: width)
                // A pending rewind may still bring the data back under `limit`.
                if writer.position >= limit && (clearPos < 0 || clearMark.position >= limit) {
                    reset()
                    return false
                }
                let stringStart = runStart, stringFirst = first
                mean += (((i - runStart) << 8) - mean) >> 4
                runStart = i
                if nextCode < Self.codeLimit {
                    define(prefix, k, nextCode)
                    nextCode += 1
                    // The decoder adds this entry one code later; its width
                    // grows when its next code reaches 1 << width.
                    if nextCode > (1 << width) && width < 12 { width += 1 }
                } else {
                    let left = n - i
                    let run = i - stringStart
                    let clears = !defersClear || mean < freezeFloor || left > 3000 * max(1, mean >> 8)
                    if (clears || run < Self.shortString) && clearPos < 0 {
                        clearPos = stringStart
                        clearFirst = stringFirst
                        clearMark = mark
                    } else if !clears && run > Self.longString {
                        clearPos = -1
                    }
                    if clears {
                        if rewindsClear && clearPos >= 0 && (rewindsLastString || clearPos < stringStart) {
                            // The short strings since `clearPos` are written again
                            // with a fresh dictionary.
                            writer = clearMark
                            i = clearPos
                            k = clearFirst
                            runStart = i
                        }
                        clearPos = -1
                        writer.write(clear, count: width)
                        reset()
                        resetRuns(roots: clear)
                        width = minCodeSize + 1
                        nextCode = end + 1
                        mean = 1 << 8
                    }
                }
                prefix = k
                first = k
                i += 1
            }
            writer.write(prefix, count: width)
            // The decoder adds one more entry after the last code before it
            // reads the end code, which may widen the end code.
            if nextCode < Self.codeLimit {
                nextCode += 1
                if nextCode > (1 << width) && width < 12 { width += 1 }
            }
        }
        writer.write(end, count: width)
        reset()
        return true
    }

    private func reset() {
        slots.update(repeating: 0, count: Self.slotCount)
    }

    /// Each root code k (below `roots`, the clear code) is the run k^1;
    /// the clear and end codes are no runs.
    private func resetRuns(roots: Int) {
        for k in 0..<roots {
            runLength[k] = 1
            runSymbol[k] = UInt8(truncatingIfNeeded: k)
            runCodes[k * Self.codeLimit + 1] = UInt16(k)
            longestRun[k] = 1
            hasAlternativeChild[k] = false
        }
        runLength[roots] = 0
        runLength[roots + 1] = 0
    }

    /// The smallest legal minimum code size for indices up to `maxIndex`.
    static func minCodeSize(forMaxIndex maxIndex: Int) -> Int {
        var bits = 2
        while (1 << bits) <= maxIndex { bits += 1 }
        return min(bits, 8)
    }
}

