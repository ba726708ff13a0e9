import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// PNG: the zlib wrapper against Python's zlib, whole files against
/// ImageMagick, pixel for pixel.
@Suite struct MediaPNGTests {
    // MARK: zlib (the system library)

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(Zlib.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Zlib.crc32([UInt8]()) == 0)
        // Continuing a checksum equals checksumming the concatenation.
        #expect(Zlib.crc32(Array("6789".utf8), continuing: Zlib.crc32(Array("12345".utf8))) == 0xCBF4_3926)
    }

    static let deflateInputs: [(String, [UInt8])] = [
        ("empty", []),
        ("one byte", [42]),
        ("zeros 300k", [UInt8](repeating: 0, count: 300_000)),
        ("noise 100k", MediaSamples.noise(count: 100_000)),
        ("text", Array(String(repeating: "the quick brown fox jumps over the lazy dog; ", count: 2000).utf8)),
    ]

    /// Every level round-trips through Python's zlib, deterministically, with
    /// a valid zlib header, compressing redundancy and bounding noise.
    @Test(arguments: 0..<deflateInputs.count)
    func zlibRoundTripsThroughPython(_ index: Int) throws {
        let (name, input) = Self.deflateInputs[index]
        for level in [Zlib.Level.fast, .balanced, .best] {
            let z = Zlib.compress(input, level: level)
            #expect(Zlib.compress(input, level: level) == z, "\(name): deterministic")
            #expect(z[0] == 0x78 && (Int(z[0]) * 256 + Int(z[1])) % 31 == 0, "\(name): zlib header")
            #expect(try MediaTestTools.pythonInflate(z) == input, "\(name) at \(level)")
            if name.hasPrefix("zeros") { #expect(z.count < 2000, "300 kB of zeros: more than 150:1") }
            if name.hasPrefix("noise") { #expect(z.count <= input.count + input.count / 1000 + 64) }
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
