import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The global table put in order at `finish` (`GIFGlobalTableOrder`) and
/// the code-for-code rewrite of each image's LZW data under its new
/// indices (`GIFLZWTranscoder`, `GIFLZWCodeSurvey`). Decoding is done by
/// the tests' own reader (`MediaGIFReader.lzwDecode`), written from the
/// specification.
@Suite struct MediaGIFTableOrderTests {
    /// Deterministic noise: `count` indices from `values`, in runs of 1…`longestRun`.
    static func indices(_ count: Int, values: [UInt8], longestRun: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var out: [UInt8] = []
        while out.count < count {
            let v = values[next() % values.count]
            out += repeatElement(v, count: min(count - out.count, 1 + next() % longestRun))
        }
        return out
    }

    /// The data of `indices` (free where `free` is 1) at `size`, then rewritten to `newSize` with `labels`.
    static func transcode(_ indices: [UInt8], free: [UInt8]?, alternative: UInt8, size: Int,
                          labels: [UInt8], newSize: Int) -> (original: [UInt8], survey: GIFLZWCodeSurvey, rewritten: [UInt8]?) {
        var data: [UInt8] = []
        indices.withUnsafeBufferPointer { px in
            if let free {
                free.withUnsafeBufferPointer {
                    GIFLZWEncoder().encode(px, free: $0, alternative: alternative, minCodeSize: size, into: &data)
                }
            } else {
                GIFLZWEncoder().encode(px, minCodeSize: size, into: &data)
            }
        }
        return data.withUnsafeBufferPointer { d in
            let survey = GIFLZWCodeSurvey(d)!
            var out: [UInt8] = []
            let ok = GIFLZWTranscoder.transcode(d, survey: survey, labels: labels, minCodeSize: newSize, into: &out)
            return (data, survey, ok ? out : nil)
        }
    }

    /// The sub-block payload of image data (code size byte and terminator dropped).
    static func payload(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], p = 1
        while data[p] != 0 { out += data[(p + 1)..<(p + 1 + Int(data[p]))]; p += 1 + Int(data[p]) }
        return out
    }

    /// Relabelled data decodes to the relabelled indices, narrower or as
    /// wide, over streams long enough to clear or freeze the dictionary
    /// (200 k pixels), with and without free pixels; its size is the one
    /// the survey predicts, to the byte.
    @Test(arguments: [(6, 4), (6, 6), (8, 3), (5, 2), (7, 5)])
    func relabelledDataDecodesToTheRelabelledIndices(sizes: (Int, Int)) throws {
        let (size, newSize) = sizes
        // As many distinct values as the new size holds, spread over the old range.
        let count = min(1 << newSize, 1 << size)
        let values = (0..<count).map { UInt8(($0 * 37 + 5) % (1 << size)) }
        #expect(Set(values).count == count)
        var labels = [UInt8](repeating: 0, count: 256)
        for (i, v) in values.enumerated() { labels[Int(v)] = UInt8(count - 1 - i) }
        let px = Self.indices(200_000, values: values, longestRun: 9, seed: UInt64(size * 10 + newSize))
        let free = Self.indices(200_000, values: [0, 0, 1], longestRun: 30, seed: 7)
        for flags in [nil, free] {
            let (data, survey, rewritten) = Self.transcode(px, free: flags, alternative: values[0], size: size,
                                                           labels: labels, newSize: newSize)
            let out = try #require(rewritten)
            #expect(out[0] == UInt8(newSize))
            #expect(out.count == survey.dataSize(minCodeSize: newSize))
            #expect(data.count == survey.dataSize(minCodeSize: size))
            let before = try MediaGIFReader.lzwDecode(Self.payload(data), minCodeSize: size, expected: px.count)
            let after = try MediaGIFReader.lzwDecode(Self.payload(out), minCodeSize: newSize, expected: px.count)
            #expect(after == before.map { labels[Int($0)] })
            #expect(survey.roots == (0..<256).map { v in before.contains(UInt8(v)) })
        }
    }

    /// Wider codes move every dictionary code up: a stream that fills the
    /// dictionary no longer fits and is refused; a short one is rewritten.
    @Test func widerCodesFitOnlyShortStreams() throws {
        let values: [UInt8] = [0, 1, 2, 3]
        var labels = [UInt8](repeating: 0, count: 256)
        for v in 0..<4 { labels[v] = UInt8(200 + v) }
        let long = Self.indices(100_000, values: values, longestRun: 3, seed: 3)
        let (_, survey, refused) = Self.transcode(long, free: nil, alternative: 0, size: 2, labels: labels, newSize: 8)
        #expect(!survey.fits(minCodeSize: 8) && survey.fits(minCodeSize: 2))
        #expect(refused.map(\.count) == nil)
        let short = Self.indices(300, values: values, longestRun: 3, seed: 4)
        let (_, shortSurvey, rewritten) = Self.transcode(short, free: nil, alternative: 0, size: 2, labels: labels, newSize: 8)
        #expect(shortSurvey.fits(minCodeSize: 8))
        let out = try #require(rewritten)
        #expect(try MediaGIFReader.lzwDecode(Self.payload(out), minCodeSize: 8, expected: 300) == short.map { labels[Int($0)] })
    }

    /// Colours that change in many images get the lowest global indices
    /// even though they appeared last: 120 stripe colours come first, then
    /// a block toggles between two new colours. Without reordering
    /// (`reorderLimit` 0) the block's images take 7-bit codes; held, or
    /// streamed and rewritten at `finish`, 2-bit.
    @Test func coloursMostImagesNeedGetTheLowestIndices() throws {
        var first = RGBAImage(width: 240, height: 40)
        for x in 0..<120 {
            first.fill(PixelRect(x: 2 * x, y: 0, width: 2, height: 40), with: RGBColor(r: UInt8(2 * x), g: 90, b: UInt8(255 - x)))
        }
        var frames = [first]
        for i in 1...8 {
            var f = first
            f.fill(PixelRect(x: 10, y: 10, width: 4, height: 4), with: i % 2 == 0 ? RGBColor(r: 1, g: 2, b: 3) : RGBColor(r: 250, g: 9, b: 9))
            frames.append(f)
        }
        func encode(holdLimit: Int, reorderLimit: Int = 1 << 20) throws -> (MediaGIFReader, GIFEncoderStatistics) {
            let encoder = GIFEncoder(width: 240, height: 40)
            encoder.holdLimit = holdLimit
            encoder.reorderLimit = reorderLimit
            for f in frames { try encoder.addFrame(f, delayCentiseconds: 4) }
            return (try MediaGIFReader(try encoder.finish()), encoder.statistics)
        }
        let (held, stats) = try encode(holdLimit: 1 << 20)
        #expect(held.composedFrames() == frames)
        #expect(held.images.dropFirst().allSatisfy { $0.minCodeSize == 2 && $0.localTable == nil })
        #expect(stats.transcodedImages == 9 && stats.globalColors == 122)
        #expect(held.globalTable?.count == 128 * 3)
        // Streamed from the first image, then rewritten at `finish`: the same file.
        let (rewritten, _) = try encode(holdLimit: 0)
        #expect(rewritten.images.map(\.indices) == held.images.map(\.indices))
        #expect(rewritten.globalTable == held.globalTable)
        let (streamed, _) = try encode(holdLimit: 0, reorderLimit: 0)
        #expect(streamed.composedFrames() == frames)
        #expect(streamed.images.dropFirst().allSatisfy { $0.minCodeSize == 7 })
        // Deterministic.
        #expect(try encode(holdLimit: 1 << 20).0.images.map(\.indices) == held.images.map(\.indices))
    }

    /// An image whose colours land past its old code width and whose data
    /// fills the dictionary cannot be rewritten wider: it takes a local
    /// table of its own colours, codes as narrow as before; pixels exact.
    @Test func anImageThatCannotWidenTakesALocalTable() throws {
        let palette: [RGBColor] = (0..<64).map { (i: Int) -> RGBColor in RGBColor(r: UInt8(4 * i), g: UInt8(255 - 4 * i), b: 77) }
        let noise = Self.indices(160 * 160, values: (0..<64).map(UInt8.init), longestRun: 3, seed: 11)
        var first = RGBAImage(width: 160, height: 160)
        for (i, v) in noise.enumerated() { first.fill(PixelRect(x: i % 160, y: i / 160, width: 1, height: 1), with: palette[Int(v)]) }
        var frames = [first]
        for i in 1...6 {
            var f = first
            f.fill(PixelRect(x: 0, y: 0, width: 3, height: 3), with: i % 2 == 0 ? RGBColor(r: 0, g: 0, b: 1) : RGBColor(r: 0, g: 1, b: 0))
            frames.append(f)
        }
        let encoder = GIFEncoder(width: 160, height: 160)
        for f in frames { try encoder.addFrame(f, delayCentiseconds: 4) }
        let reader = try MediaGIFReader(try encoder.finish())
        #expect(reader.composedFrames() == frames)
        let image = try #require(reader.images.first)
        #expect(image.localTable?.count == 64 * 3 && image.minCodeSize == 6)
        #expect(reader.images.dropFirst().allSatisfy { $0.localTable == nil && $0.minCodeSize == 2 })
    }
}
