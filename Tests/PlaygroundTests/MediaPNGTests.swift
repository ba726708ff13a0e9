import Foundation
import Testing
import ScrollKitCore
@testable import Playground

/// PNG: checksums and DEFLATE against Python's zlib, whole files against
/// ImageMagick, pixel for pixel.
@Suite struct MediaPNGTests {
    // MARK: Checksums

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func adler32MatchesTheRFCExample() {
        var adler = Adler32()
        adler.update(Array("Wikipedia".utf8))
        #expect(adler.value == 0x11E6_0398)
    }

    @Test func checksumsAgreeWithPythonOnLongInput() throws {
        let data = MediaSamples.noise(count: 200_000) + [UInt8](repeating: 0xFF, count: 70_000)
        let script = "import sys, zlib; d = sys.stdin.buffer.read(); print(zlib.crc32(d), zlib.adler32(d))"
        let out = String(decoding: try MediaTestTools.run(["python3", "-c", script], stdin: data).stdout, as: UTF8.self)
        var adler = Adler32()
        adler.update(data)
        #expect(out.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
                == ["\(CRC32.checksum(data))", "\(adler.value)"])
    }

    // MARK: Huffman codes

    @Test func huffmanLengthsRespectTheLimitAndKraftEquality() {
        // Fibonacci frequencies make the deepest possible Huffman tree (depth n − 1).
        var fib = [1, 1]
        while fib.count < 30 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        for limit in [7, 9, 15] {
            let lengths = HuffmanCode.lengths(for: fib, limit: limit)
            #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
            let kraft = lengths.reduce(0.0) { $0 + 1.0 / Double(1 << Int($1)) }
            #expect(kraft == 1.0)
            // More frequent symbols never get longer codes.
            for i in 1..<fib.count { #expect(lengths[i] <= lengths[i - 1] || fib[i] == fib[i - 1]) }
        }
    }

    @Test func huffmanLengthsAreOptimalWhenUnconstrained() {
        // Frequencies 1, 1, 2, 4: the optimal lengths are 3, 3, 2, 1 (cost 15 bits).
        let lengths = HuffmanCode.lengths(for: [1, 1, 2, 4], limit: 15)
        #expect(lengths == [3, 3, 2, 1])
        #expect(HuffmanCode.lengths(for: [0, 5, 0], limit: 15) == [0, 1, 0])
        #expect(HuffmanCode.lengths(for: [0, 0], limit: 15) == [0, 0])
    }

    @Test func canonicalCodesFollowRFC1951Example() {
        // RFC 1951 §3.2.2: lengths (3,3,3,3,3,2,4,4) give codes 010,011,100,101,110,00,1110,1111.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [(UInt16, Int)] = [(0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3),
                                         (0b00, 2), (0b1110, 4), (0b1111, 4)]
        for (s, (c, bits)) in expected.enumerated() {
            #expect(code.codes[s] == HuffmanCode.reversed(c, bits: bits))
        }
    }

    // MARK: DEFLATE

    static let deflateInputs: [(String, [UInt8])] = [
        ("empty", []),
        ("one byte", [42]),
        ("two bytes", [1, 2]),
        ("zeros 300k", [UInt8](repeating: 0, count: 300_000)),
        ("noise 100k", MediaSamples.noise(count: 100_000)),
        ("text", Array(String(repeating: "the quick brown fox jumps over the lazy dog; ", count: 2000).utf8)),
        ("period 3 runs then noise", [UInt8](repeating: 0, count: 10).flatMap { _ in [UInt8](repeating: 7, count: 3) }
            + [UInt8]((0..<70_000).map { UInt8(truncatingIfNeeded: $0 / 100 &* 37) }) + MediaSamples.noise(count: 5000)),
        ("far repeats", { let block = MediaSamples.noise(count: 20_000); return block + block + block }()),
    ]

    @Test(arguments: 0..<deflateInputs.count)
    func deflateRoundTripsThroughPythonZlib(_ index: Int) throws {
        let (name, input) = Self.deflateInputs[index]
        // Every level, as a zlib stream and as a raw stream, checked by one
        // Python process: frames of (kind byte, 4-byte length, stream) in,
        // the decompressed bytes of each frame, concatenated, out.
        var framed: [UInt8] = []
        for level in [Deflater.Level.fast, .balanced, .best] {
            let zlib = Deflater.zlibCompress(input, level: level)
            #expect(Deflater.zlibCompress(input, level: level) == zlib, "\(name): deterministic")
            for (kind, stream) in [(UInt8(0), zlib), (1, Deflater.deflate(input, level: level))] {
                framed.append(kind)
                framed += PNGEncoder.bigEndian(UInt32(stream.count))
                framed += stream
            }
        }
        let script = """
        import sys, zlib, struct
        d = sys.stdin.buffer.read(); p = 0; out = sys.stdout.buffer
        while p < len(d):
            kind = d[p]; n, = struct.unpack('>I', d[p+1:p+5]); p += 5
            out.write(zlib.decompress(d[p:p+n], -15 if kind else 15)); p += n
        """
        let decoded = try MediaTestTools.run(["python3", "-c", script], stdin: framed).stdout
        #expect(decoded.count == input.count * 6, "\(name)")
        for k in 0..<6 where decoded.count == input.count * 6 {
            #expect(Array(decoded[(k * input.count)..<((k + 1) * input.count)]) == input, "\(name), stream \(k)")
        }
    }

    /// BTYPE of a raw DEFLATE stream's first block: 0 stored, 1 fixed, 2 dynamic.
    static func firstBlockType(_ stream: [UInt8]) -> Int { Int(stream[0] >> 1) & 3 }

    @Test func eachBlockTypeIsChosenWhereItIsCheapest() {
        #expect(Self.firstBlockType(Deflater.deflate([])) == 1)                          // EOB alone: fixed
        #expect(Self.firstBlockType(Deflater.deflate(MediaSamples.noise(count: 50_000))) == 0)  // stored
        let text = Array(String(repeating: "the quick brown fox jumps over the lazy dog; ", count: 2000).utf8)
        #expect(Self.firstBlockType(Deflater.deflate(text)) == 2)                        // dynamic
        #expect(Self.firstBlockType(Deflater.deflate(Array("abc".utf8))) == 1)           // tiny: fixed
    }

    @Test func deflateCompressesRedundancyAndBoundsNoise() {
        let zeros = Deflater.deflate([UInt8](repeating: 0, count: 300_000))
        #expect(zeros.count < 1000)  // 300 kB of zeros: ~1163 maximal matches, about a bit each
        let noise = MediaSamples.noise(count: 100_000)
        // Stored blocks cap the expansion: 5 bytes per 64 KiB plus per-block headers.
        #expect(Deflater.deflate(noise).count <= noise.count + 5 * 8 + 16)
    }

    @Test func zlibHeaderIsValid() {
        for level in [Deflater.Level.fast, .balanced, .best] {
            let z = Deflater.zlibCompress([1, 2, 3], level: level)
            #expect(z[0] == 0x78)
            #expect((Int(z[0]) * 256 + Int(z[1])) % 31 == 0)
        }
    }

    // MARK: Row filters

    @Test func paethPredictorFollowsTheSpec() {
        #expect(PNGRowFilter.paethPredictor(10, 20, 15) == 15)   // p = 15: c is exact
        #expect(PNGRowFilter.paethPredictor(10, 10, 10) == 10)
        #expect(PNGRowFilter.paethPredictor(50, 10, 0) == 50)    // p = 60: a is closest
        #expect(PNGRowFilter.paethPredictor(10, 50, 0) == 50)    // p = 60: b is closest
        #expect(PNGRowFilter.paethPredictor(100, 100, 0) == 100) // tie between a and b: a
    }

    @Test func everyFilterInvertsExactly() {
        let bpp = 3, count = 3 * 37
        let prev = MediaSamples.noise(count: count, seed: 1)
        let row = MediaSamples.noise(count: count, seed: 2)
        for filter in PNGRowFilter.allCases {
            var filtered = [UInt8](repeating: 0, count: count)
            prev.withUnsafeBufferPointer { p in
                row.withUnsafeBufferPointer { r in
                    filtered.withUnsafeMutableBufferPointer { o in
                        PNGRowFilter.apply(filter, row: r.baseAddress!, previous: p.baseAddress!, count: count, bpp: bpp,
                                           into: o.baseAddress!)
                    }
                }
            }
            // Reconstruct as a decoder does (PNG spec §9.2), written independently here.
            var out = [UInt8](repeating: 0, count: count)
            for i in 0..<count {
                let a = i >= bpp ? Int(out[i - bpp]) : 0
                let b = Int(prev[i])
                let c = i >= bpp ? Int(prev[i - bpp]) : 0
                let predictor: Int
                switch filter {
                case .none: predictor = 0
                case .sub: predictor = a
                case .up: predictor = b
                case .average: predictor = (a + b) / 2
                case .paeth:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                out[i] = filtered[i] &+ UInt8(predictor)
            }
            #expect(out == row, "filter \(filter)")
        }
    }

    // MARK: Whole files

    /// Python: walks the chunks, checks every CRC with zlib.crc32, inflates the
    /// IDAT data; prints "IHDR w h depth colortype", the chunk types, and the
    /// inflated length.
    static let pngInspector = """
    import sys, zlib, struct
    d = sys.stdin.buffer.read()
    assert d[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'signature'
    p = 8; types = []; idat = b''
    while p < len(d):
        n, = struct.unpack('>I', d[p:p+4]); t = d[p+4:p+8]; body = d[p+8:p+8+n]
        crc, = struct.unpack('>I', d[p+8+n:p+12+n])
        assert zlib.crc32(t + body) == crc, 'crc of ' + t.decode()
        types.append(t.decode())
        if t == b'IHDR': w, h, depth, ct = struct.unpack('>IIBB', body[:10])
        if t == b'IDAT': idat += body
        p += 12 + n
    assert p == len(d), 'trailing bytes'
    raw = zlib.decompress(idat)
    row = (w * {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ct] * depth + 7) // 8 + 1
    filters = sorted(set(raw[i] for i in range(0, len(raw), row)))
    print(w, h, depth, ct, ','.join(types), len(raw), ','.join(map(str, filters)))
    """

    struct Inspection {
        var width, height, bitDepth, colorType: Int
        var chunks: [String]
        var inflatedCount: Int
        var filterTypes: Set<Int>
    }

    static func inspect(_ png: [UInt8]) throws -> Inspection {
        let out = String(decoding: try MediaTestTools.run(["python3", "-c", pngInspector], stdin: png).stdout, as: UTF8.self)
        let f = out.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
        return Inspection(width: Int(f[0])!, height: Int(f[1])!, bitDepth: Int(f[2])!, colorType: Int(f[3])!,
                          chunks: f[4].split(separator: ",").map(String.init), inflatedCount: Int(f[5])!,
                          filterTypes: Set(f[6].split(separator: ",").map { Int($0)! }))
    }

    /// Encodes, checks structure with Python and pixels with ImageMagick (no warnings).
    @discardableResult
    static func verify(_ image: RGBAImage, options: PNGEncoder.Options = .init(),
                       colorType: Int, bitDepth: Int?) throws -> [UInt8] {
        let png = PNGEncoder.encode(image, options: options)
        let info = try inspect(png)
        #expect(info.width == image.width && info.height == image.height)
        #expect(info.colorType == colorType)
        if let bitDepth { #expect(info.bitDepth == bitDepth) }
        #expect(info.chunks.first == "IHDR" && info.chunks.last == "IEND")
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        #expect(info.inflatedCount == (image.width * channels * info.bitDepth + 7) / 8 * image.height + image.height)
        let path = try MediaTestTools.writeTemporaryFile(png, suffix: "png")
        defer { MediaTestTools.removeTemporary(path) }
        let (decoded, warnings) = try MediaTestTools.run(["convert", path, "-depth", "8", "rgba:-"])
        #expect(warnings.isEmpty, "ImageMagick warned: \(warnings)")
        #expect(decoded == image.pixels, "ImageMagick decodes other pixels")
        return png
    }

    @Test func uiFrameIsIndexedAndExact() throws {
        let frame = MediaSamples.uiFrame(offset: 1234)
        let png = try Self.verify(frame, colorType: 3, bitDepth: 4)
        let rgb = try Self.verify(frame, options: .init(allowsPalette: false), colorType: 2, bitDepth: 8)
        let raw = frame.pixels.count
        print("PNG 390×844 UI frame: RGBA \(raw) B → indexed \(png.count) B (\(raw / png.count):1), "
              + "RGB-filtered \(rgb.count) B (\(raw / rgb.count):1)")
        #expect(png.count * 40 < raw)
        #expect(rgb.count * 20 < raw)
    }

    @Test func gradientIsRGBAndExact() throws {
        let png = try Self.verify(MediaSamples.gradient(width: 300, height: 200), colorType: 2, bitDepth: 8)
        // A smooth gradient is predictable: the heuristic never leaves rows unfiltered.
        let filters = try Self.inspect(png).filterTypes
        #expect(!filters.contains(0) && !filters.isEmpty && filters.isSubset(of: [1, 2, 3, 4]))
    }

    @Test func palettedRowsAreUnfiltered() throws {
        #expect(try Self.inspect(PNGEncoder.encode(MediaSamples.uiFrame(width: 80, height: 60))).filterTypes == [0])
    }

    @Test func translucentImageIsRGBAAndExact() throws {
        var image = MediaSamples.gradient(width: 64, height: 48)
        for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = UInt8(truncatingIfNeeded: i / 7) }
        try Self.verify(image, colorType: 6, bitDepth: 8)
    }

    @Test func translucentPaletteWritesTRNS() throws {
        var image = RGBAImage(width: 33, height: 9, fill: (255, 0, 0, 255))
        image.fill(PixelRect(x: 3, y: 2, width: 10, height: 4), with: RGBColor(r: 0, g: 0, b: 255, a: 128))
        image.fill(PixelRect(x: 20, y: 0, width: 5, height: 9), with: RGBColor(r: 0, g: 0, b: 0, a: 0))
        let png = try Self.verify(image, colorType: 3, bitDepth: 2)
        #expect(try Self.inspect(png).chunks.contains("tRNS"))
    }

    @Test(arguments: [(2, 1), (4, 2), (16, 4), (17, 8), (256, 8)])
    func paletteBitDepthFollowsColourCount(_ colors: Int, _ depth: Int) throws {
        // Odd width so packed rows end mid-byte.
        var image = RGBAImage(width: 37, height: 11, fill: (0, 0, 0, 255))
        for i in 0..<(37 * 11) {
            let c = i % colors
            image.setColor(RGBColor(r: UInt8(c), g: UInt8(255 - c), b: UInt8(c * 7 % 256)), x: i % 37, y: i / 37)
        }
        try Self.verify(image, colorType: 3, bitDepth: depth)
    }

    @Test func tinyAndEmptyImages() throws {
        try Self.verify(RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 255)), colorType: 3, bitDepth: 1)
        let empty = PNGEncoder.encode(RGBAImage(width: 0, height: 5))
        let info = try Self.inspect(empty)
        #expect(info.width == 1 && info.height == 1)
    }

    @Test func scaleWritesPhysicalPixelDensity() throws {
        let png = try Self.verify(MediaSamples.uiFrame(width: 40, height: 30), options: .init(scale: 2),
                                  colorType: 3, bitDepth: nil)
        #expect(try Self.inspect(png).chunks.contains("pHYs"))
        let path = try MediaTestTools.writeTemporaryFile(png, suffix: "png")
        defer { MediaTestTools.removeTemporary(path) }
        // 5670 px/m = 144.02 dpi
        #expect(try MediaTestTools.identify(path, format: "%x").hasPrefix("56.7"))
    }

    @Test func encodingIsDeterministic() {
        let frame = MediaSamples.uiFrame(width: 200, height: 300, offset: 77)
        #expect(PNGEncoder.encode(frame) == PNGEncoder.encode(frame))
        let gradient = MediaSamples.gradient(width: 50, height: 60)
        #expect(PNGEncoder.encode(gradient) == PNGEncoder.encode(gradient))
    }
}
