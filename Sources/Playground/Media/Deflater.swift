/// A DEFLATE compressor (RFC 1951) written for this project: LZ77 over a
/// 32 KiB window with hash chains and one-step lazy matching (the strategy of
/// zlib's levels 4–9), then, per block of up to `blockTokens` symbols, the
/// cheapest of a dynamic Huffman block, a fixed Huffman block, or stored
/// bytes. Output is deterministic: same input and level, same bytes.
enum Deflater {
    /// Search effort. `maxChain` caps the candidates tried per position;
    /// a match of `niceLength` or more ends the search at once.
    struct Level: Sendable, Hashable {
        var maxChain: Int
        var niceLength: Int
        var lazy: Bool
        /// The 2-bit FLEVEL hint written into a zlib header.
        var zlibLevelHint: UInt8

        static let fast = Level(maxChain: 8, niceLength: 32, lazy: false, zlibLevelHint: 1)
        static let balanced = Level(maxChain: 128, niceLength: 128, lazy: true, zlibLevelHint: 2)
        static let best = Level(maxChain: 1024, niceLength: 258, lazy: true, zlibLevelHint: 3)
    }

    /// Symbols per block: statistics are re-fitted this often (zlib uses 16 Ki).
    static let blockTokens = 16384

    private static let windowSize = 32768
    private static let hashBits = 15
    private static let minMatch = 3
    private static let maxMatch = 258

    /// A raw DEFLATE stream of `input`.
    static func deflate(_ input: [UInt8], level: Level = .balanced) -> [UInt8] {
        var out = LSBBitWriter(capacity: input.count / 3 + 64)
        input.withUnsafeBufferPointer { src in
            compress(src, level: level, into: &out)
        }
        return out.finish()
    }

    /// A zlib stream (RFC 1950): 2-byte header, DEFLATE data, Adler-32 (big-endian).
    static func zlibCompress(_ input: [UInt8], level: Level = .balanced) -> [UInt8] {
        let cmf: UInt8 = 0x78  // deflate, 32 KiB window
        var flg = (level.zlibLevelHint & 3) << 6
        let check = (UInt16(cmf) << 8 | UInt16(flg)) % 31
        if check != 0 { flg += UInt8(31 - check) }
        var result: [UInt8] = [cmf, flg]
        result.append(contentsOf: deflate(input, level: level))
        var adler = Adler32()
        adler.update(input)
        let a = adler.value
        result.append(contentsOf: [UInt8(a >> 24), UInt8((a >> 16) & 0xFF), UInt8((a >> 8) & 0xFF), UInt8(a & 0xFF)])
        return result
    }

    // MARK: - LZ77

    /// Token encoding: a literal is its byte value; a match is
    /// `1 << 31 | length << 16 | distance` (length 3…258, distance 1…32768).
    private static let matchFlag: UInt32 = 1 << 31

    private static func compress(_ src: UnsafeBufferPointer<UInt8>, level: Level, into out: inout LSBBitWriter) {
        let n = src.count
        let mask = windowSize - 1
        let hashSize = 1 << hashBits
        let head = UnsafeMutablePointer<Int32>.allocate(capacity: hashSize)
        head.initialize(repeating: -1, count: hashSize)
        let prev = UnsafeMutablePointer<Int32>.allocate(capacity: windowSize)
        prev.initialize(repeating: -1, count: windowSize)
        defer {
            head.deallocate()
            prev.deallocate()
        }
        var tokens = [UInt32]()
        tokens.reserveCapacity(blockTokens)
        var blockStart = 0      // input offset where the current block's tokens begin
        var emittedEnd = 0      // input offset just past the last emitted token

        @inline(__always) func hash(_ i: Int) -> Int {
            let v = UInt32(src[i]) << 16 | UInt32(src[i + 1]) << 8 | UInt32(src[i + 2])
            return Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
        }
        @inline(__always) func insert(_ i: Int) {
            guard i + minMatch <= n else { return }
            let h = hash(i)
            prev[i & mask] = head[h]
            head[h] = Int32(i)
        }
        /// The longest match at `i` longer than `atLeast`, as (length, distance); length 0 if none.
        @inline(__always) func longestMatch(_ i: Int, longerThan atLeast: Int) -> (Int, Int) {
            guard i + minMatch <= n else { return (0, 0) }
            let maxLength = min(maxMatch, n - i)
            var best = max(atLeast, minMatch - 1)
            if best >= maxLength { return (0, 0) }
            var bestDistance = 0
            var candidate = Int(head[hash(i)])
            var chain = level.maxChain
            let lowest = i - windowSize
            while candidate >= 0 && candidate >= lowest && candidate < i && chain > 0 {
                if src[candidate + best] == src[i + best] && src[candidate] == src[i] {
                    var length = 1
                    while length < maxLength && src[candidate + length] == src[i + length] { length += 1 }
                    if length > best {
                        best = length
                        bestDistance = i - candidate
                        if length >= level.niceLength || length >= maxLength { break }
                    }
                }
                let next = Int(prev[candidate & mask])
                if next >= candidate { break }  // slot reused by a newer position: chain ends
                candidate = next
                chain -= 1
            }
            return bestDistance == 0 ? (0, 0) : (best, bestDistance)
        }
        func flushIfFull() {
            if tokens.count >= blockTokens {
                writeBlock(tokens, raw: UnsafeBufferPointer(rebasing: src[blockStart..<emittedEnd]),
                           final: false, into: &out)
                tokens.removeAll(keepingCapacity: true)
                blockStart = emittedEnd
            }
        }
        func emitLiteral(_ i: Int) {
            tokens.append(UInt32(src[i]))
            emittedEnd = i + 1
            flushIfFull()
        }
        func emitMatch(at i: Int, length: Int, distance: Int) {
            tokens.append(matchFlag | UInt32(length) << 16 | UInt32(distance))
            emittedEnd = i + length
            flushIfFull()
        }

        var i = 0
        var pendingLength = 0, pendingDistance = 0   // a match found at i − 1, held back (lazy)
        while i < n {
            if pendingLength > 0 {
                let (length, distance) = longestMatch(i, longerThan: pendingLength)
                insert(i)
                if length > pendingLength {
                    emitLiteral(i - 1)
                    if length >= level.niceLength {
                        emitMatch(at: i, length: length, distance: distance)
                        for j in (i + 1)..<(i + length) { insert(j) }
                        i += length
                        pendingLength = 0
                    } else {
                        pendingLength = length
                        pendingDistance = distance
                        i += 1
                    }
                } else {
                    let start = i - 1
                    emitMatch(at: start, length: pendingLength, distance: pendingDistance)
                    let end = start + pendingLength
                    var j = i + 1
                    while j < end { insert(j); j += 1 }
                    i = end
                    pendingLength = 0
                }
            } else {
                let (length, distance) = longestMatch(i, longerThan: 0)
                insert(i)
                if length >= minMatch {
                    if !level.lazy || length >= level.niceLength {
                        emitMatch(at: i, length: length, distance: distance)
                        var j = i + 1
                        while j < i + length { insert(j); j += 1 }
                        i += length
                    } else {
                        pendingLength = length
                        pendingDistance = distance
                        i += 1
                    }
                } else {
                    emitLiteral(i)
                    i += 1
                }
            }
        }
        if pendingLength > 0 {  // cannot happen (a match at n − 1 is impossible); kept for safety
            emitMatch(at: n - 1, length: pendingLength, distance: pendingDistance)
        }
        writeBlock(tokens, raw: UnsafeBufferPointer(rebasing: src[blockStart..<emittedEnd]),
                   final: true, into: &out)
    }

    // MARK: - Blocks

    /// Writes one block holding `tokens` (which decode to exactly `raw`) as the
    /// cheapest of dynamic Huffman, fixed Huffman or stored.
    private static func writeBlock(_ tokens: [UInt32], raw: UnsafeBufferPointer<UInt8>,
                                   final: Bool, into out: inout LSBBitWriter) {
        var literalFrequencies = [Int](repeating: 0, count: 286)
        var distanceFrequencies = [Int](repeating: 0, count: 30)
        var extraBits = 0
        let lengthIndex = DeflateTables.lengthIndex
        let distanceIndex = DeflateTables.distanceIndex
        for token in tokens {
            if token & matchFlag == 0 {
                literalFrequencies[Int(token)] += 1
            } else {
                let li = Int(lengthIndex[Int((token >> 16) & 0x1FF)])
                let di = Int(distanceIndex[Int(token & 0xFFFF) - 1])
                literalFrequencies[257 + li] += 1
                distanceFrequencies[di] += 1
                extraBits += DeflateTables.lengthExtraBits[li] + DeflateTables.distanceExtraBits[di]
            }
        }
        literalFrequencies[256] = 1

        // Dynamic code, padded so each code is complete (two symbols at least).
        var literalLengths = HuffmanCode.lengths(for: literalFrequencies, limit: 15)
        if literalLengths.filter({ $0 > 0 }).count < 2 { literalLengths[0] = 1; literalLengths[256] = 1 }
        var distanceLengths = HuffmanCode.lengths(for: distanceFrequencies, limit: 15)
        switch distanceLengths.filter({ $0 > 0 }).count {
        case 0: distanceLengths[0] = 1; distanceLengths[1] = 1
        case 1: if distanceLengths[0] > 0 { distanceLengths[1] = 1 } else { distanceLengths[0] = 1 }
        default: break
        }
        let header = DynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
        var dynamicBits = 3 + header.bitCount + extraBits
        var fixedBits = 3 + extraBits
        for s in 0..<286 where literalFrequencies[s] > 0 {
            dynamicBits += literalFrequencies[s] * Int(literalLengths[s])
            fixedBits += literalFrequencies[s] * Int(DeflateTables.fixedLiteralLengths[s])
        }
        for s in 0..<30 where distanceFrequencies[s] > 0 {
            dynamicBits += distanceFrequencies[s] * Int(distanceLengths[s])
            fixedBits += distanceFrequencies[s] * 5
        }
        let storedChunks = max(1, (raw.count + 65534) / 65535)
        let storedBits = storedChunks * (3 + 7 + 32) + raw.count * 8

        if storedBits < dynamicBits && storedBits < fixedBits {
            var offset = 0
            for chunk in 0..<storedChunks {
                let length = min(65535, raw.count - offset)
                let last = final && chunk == storedChunks - 1
                out.write(last ? 1 : 0, count: 1)
                out.write(0, count: 2)
                out.alignToByte()
                out.appendAligned([UInt8(length & 0xFF), UInt8(length >> 8),
                                   UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
                out.appendAligned(UnsafeBufferPointer(rebasing: raw[offset..<(offset + length)]))
                offset += length
            }
        } else if fixedBits <= dynamicBits {
            out.write(final ? 1 : 0, count: 1)
            out.write(1, count: 2)
            writeSymbols(tokens, literal: HuffmanCode(lengths: DeflateTables.fixedLiteralLengths),
                         distance: HuffmanCode(lengths: DeflateTables.fixedDistanceLengths), into: &out)
        } else {
            out.write(final ? 1 : 0, count: 1)
            out.write(2, count: 2)
            header.write(into: &out)
            writeSymbols(tokens, literal: HuffmanCode(lengths: literalLengths),
                         distance: HuffmanCode(lengths: distanceLengths), into: &out)
        }
    }

    private static func writeSymbols(_ tokens: [UInt32], literal: HuffmanCode, distance: HuffmanCode,
                                     into out: inout LSBBitWriter) {
        let lengthIndex = DeflateTables.lengthIndex
        let distanceIndex = DeflateTables.distanceIndex
        let litCodes = literal.codes, litLengths = literal.lengths
        let distCodes = distance.codes, distLengths = distance.lengths
        for token in tokens {
            if token & matchFlag == 0 {
                let s = Int(token)
                out.write(UInt32(litCodes[s]), count: Int(litLengths[s]))
            } else {
                let length = Int((token >> 16) & 0x1FF)
                let dist = Int(token & 0xFFFF)
                let li = Int(lengthIndex[length])
                out.write(UInt32(litCodes[257 + li]), count: Int(litLengths[257 + li]))
                let le = DeflateTables.lengthExtraBits[li]
                if le > 0 { out.write(UInt32(length - DeflateTables.lengthBase[li]), count: le) }
                let di = Int(distanceIndex[dist - 1])
                out.write(UInt32(distCodes[di]), count: Int(distLengths[di]))
                let de = DeflateTables.distanceExtraBits[di]
                if de > 0 { out.write(UInt32(dist - DeflateTables.distanceBase[di]), count: de) }
            }
        }
        out.write(UInt32(litCodes[256]), count: Int(litLengths[256]))
    }
}
