import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// GIF: LZW against a decoder written from the spec, whole files against
/// ImageMagick (frame count, delays, loop, every pixel of every coalesced frame).
@Suite struct MediaGIFTests {
    // MARK: LZW

    static func lzwRoundTrip(_ indices: [UInt8], minCodeSize: Int) throws {
        let lzw = GIFLZWEncoder()
        var out: [UInt8] = []
        indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &out) }
        #expect(out[0] == UInt8(minCodeSize))
        // Unwrap the sub-blocks: each 1…255 bytes, then a 0 terminator, nothing after.
        var data: [UInt8] = []
        var p = 1
        while out[p] != 0 {
            let n = Int(out[p])
            data += out[(p + 1)..<(p + 1 + n)]
            p += 1 + n
        }
        #expect(p == out.count - 1)
        let decoded = try MediaGIFReader.lzwDecode(data, minCodeSize: minCodeSize, expected: indices.count)
        #expect(decoded == indices, "min code size \(minCodeSize), \(indices.count) indices")
    }

    @Test(arguments: 2...8)
    func lzwRoundTripsEveryCodeSize(_ minCodeSize: Int) throws {
        let colors = 1 << minCodeSize
        let noise = MediaSamples.noise(count: 50_000, seed: UInt64(minCodeSize)).map { $0 % UInt8(truncatingIfNeeded: colors == 256 ? 255 : colors) }
        // Lengths around the width changes and table resets; noise fills the table fast.
        for n in [1, 2, 3, 5, 64, 255, 256, 511, 512, 1023, 4093, 4094, 4095, 4096, 4097, 8191, 20_000, 50_000] {
            try Self.lzwRoundTrip(Array(noise.prefix(n)), minCodeSize: minCodeSize)
        }
        // Long runs (codes grow slowly, table rarely full) and a run of the top index.
        try Self.lzwRoundTrip([UInt8](repeating: 0, count: 100_000), minCodeSize: minCodeSize)
        try Self.lzwRoundTrip([UInt8](repeating: UInt8(colors - 1), count: 3000), minCodeSize: minCodeSize)
        // The KwKwK case: a string extended by its own first symbol.
        try Self.lzwRoundTrip([1, 1, 1, 1, 1, 1, 1, 2, 1, 2, 1, 2, 1, 2, 1], minCodeSize: minCodeSize)
    }

    /// Every length from 1 to 1200: the end code's width depends on whether
    /// the decoder's table reaches a power of two right at the last code, and
    /// a wrong width only shows when the stream ends on a byte boundary.
    @Test(arguments: [2, 8])
    func lzwEndCodeWidthIsRightAtEveryLength(_ minCodeSize: Int) throws {
        let noise = MediaSamples.noise(count: 1200, seed: 99).map { $0 % UInt8(1 << min(minCodeSize, 7)) }
        let lzw = GIFLZWEncoder()
        for n in 1...1200 {
            var out: [UInt8] = []
            noise.withUnsafeBufferPointer { lzw.encode(UnsafeBufferPointer(rebasing: $0[0..<n]), minCodeSize: minCodeSize, into: &out) }
            var data: [UInt8] = []
            var p = 1
            while out[p] != 0 { data += out[(p + 1)..<(p + 1 + Int(out[p]))]; p += 1 + Int(out[p]) }
            let decoded = try MediaGIFReader.lzwDecode(data, minCodeSize: minCodeSize, expected: n)
            #expect(decoded[...] == noise[0..<n])
        }
    }

    @Test func lzwEmptyInputIsClearThenEnd() throws {
        try Self.lzwRoundTrip([], minCodeSize: 2)
    }

    @Test func minCodeSizeHoldsTheLargestIndex() {
        #expect(GIFLZWEncoder.minCodeSize(forMaxIndex: 0) == 2)
        #expect(GIFLZWEncoder.minCodeSize(forMaxIndex: 3) == 2)
        #expect(GIFLZWEncoder.minCodeSize(forMaxIndex: 4) == 3)
        #expect(GIFLZWEncoder.minCodeSize(forMaxIndex: 127) == 7)
        #expect(GIFLZWEncoder.minCodeSize(forMaxIndex: 128) == 8)
        #expect(GIFLZWEncoder.minCodeSize(forMaxIndex: 255) == 8)
    }

    // MARK: Frame clock

    @Test func frameClockAt30FPSGives334() {
        #expect(GIFFrameClock.delays(framesPerSecond: 30, count: 6) == [3, 4, 3, 3, 4, 3])
    }

    @Test(arguments: [30.0, 24, 25, 12, 50, 7.5, 29.97])
    func frameClockTracksRealTime(_ fps: Double) {
        let delays = GIFFrameClock.delays(framesPerSecond: fps, count: 600)
        var sum = 0
        for (i, d) in delays.enumerated() {
            #expect(d >= 2)
            sum += d
            // Cumulative time is real time rounded to the centisecond.
            #expect(sum == Int((100 * Double(i + 1) / fps).rounded()), "fps \(fps), frame \(i)")
        }
    }

    @Test func frameClockClampsWhatGIFCannotShow() {
        #expect(GIFFrameClock.delays(framesPerSecond: 60, count: 5) == [2, 2, 2, 2, 2])
        #expect(GIFFrameClock(framesPerSecond: 60).framesPerSecond == 50)
        #expect(GIFFrameClock(framesPerSecond: .nan).framesPerSecond == 30)
        #expect(GIFFrameClock(framesPerSecond: -1).framesPerSecond == 30)
        #expect(GIFFrameClock(framesPerSecond: .infinity).framesPerSecond == 30)
        #expect(GIFFrameClock.delays(framesPerSecond: 1e-9, count: 1) == [65535])
    }

    // MARK: Whole animations

    /// A scroll: frames at offsets advancing by `step` px, each with ≤ 256 colours.
    static func scrollFrames(count: Int, width: Int = 390, height: Int = 844, step: Int = 23) -> [RGBAImage] {
        (0..<count).map { MediaSamples.uiFrame(width: width, height: height, offset: $0 * step) }
    }

    static func encode(_ frames: [RGBAImage], delays: [Int], options: GIFEncoderOptions = .init()) throws
        -> (bytes: [UInt8], statistics: GIFEncoderStatistics) {
        let encoder = GIFEncoder(width: frames[0].width, height: frames[0].height, options: options)
        for (frame, delay) in zip(frames, delays) { try encoder.addFrame(frame, delayCentiseconds: delay) }
        let bytes = try encoder.finish()
        return (bytes, encoder.statistics)
    }

    @Test func scrollAnimationDecodesExactlyInImageMagick() throws {
        let frames = Self.scrollFrames(count: 12, width: 195, height: 422)
        let delays = GIFFrameClock.delays(framesPerSecond: 30, count: frames.count)
        let (gif, stats) = try Self.encode(frames, delays: delays)
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }

        let listed = try MediaTestTools.identify(path, format: "%T %W %H\n")
            .split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(listed.count == frames.count)
        #expect(listed.map { Int($0[0])! } == delays)
        #expect(listed.allSatisfy { $0[1] == "195" && $0[2] == "422" })
        let verbose = String(decoding: try MediaTestTools.run(["identify", "-verbose", path]).stdout, as: UTF8.self)
        #expect(verbose.contains("Iterations: 0"))

        let decoded = try MediaTestTools.magickFrames(path, width: 195, height: 422)
        #expect(decoded.count == frames.count)
        for (i, (got, want)) in zip(decoded, frames).enumerated() {
            #expect(got == MediaTestTools.opaque(want), "frame \(i) differs from its input")
        }
        // The same through the spec-only reader.
        let reader = try MediaGIFReader(gif)
        #expect(reader.loopCount == 0)
        #expect(reader.composedFrames() == frames.map(MediaTestTools.opaque))
        #expect(stats.imagesWritten == frames.count && stats.quantizedImages == 0)
    }

    @Test func laterFramesAreCroppedToTheChangedRectangle() throws {
        var frames: [RGBAImage] = []
        var base = MediaSamples.uiFrame(width: 120, height: 200, offset: 0)
        frames.append(base)
        base.fill(PixelRect(x: 10, y: 100, width: 30, height: 20), with: RGBColor(hex: 0xFF3B30))
        frames.append(base)
        base.fill(PixelRect(x: 70, y: 5, width: 3, height: 150), with: RGBColor(hex: 0x0A84FF))
        base.fill(PixelRect(x: 71, y: 50, width: 1, height: 50), with: RGBColor(hex: 0x1C1C1E))
        frames.append(base)
        let (gif, stats) = try Self.encode(frames, delays: [5, 5, 5])
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
        // Frame geometry as ImageMagick reports it: size and page offset.
        let geometry = try MediaTestTools.identify(path, format: "%w %h %X %Y\n")
        #expect(geometry == "120 200 +0 +0\n30 20 +10 +100\n3 150 +70 +5\n")
        #expect(stats.croppedImages == 2)
        #expect(try MediaTestTools.magickFrames(path, width: 120, height: 200) == frames)
        // Disposal "do not dispose" (1) on every image.
        #expect(try MediaGIFReader(gif).images.allSatisfy { $0.disposal == 1 })
    }

    @Test func unchangedPixelsInsideTheRectangleBecomeTransparent() throws {
        // Two far-apart changes make a big rectangle that is mostly unchanged.
        var a = RGBAImage(width: 200, height: 200, fill: (240, 240, 240, 255))
        for k in 0..<40 { a.fill(PixelRect(x: (k * 37) % 190, y: (k * 53) % 190, width: 9, height: 9), with: RGBColor(hex: UInt32(k * 0x050301))) }
        var b = a
        b.fill(PixelRect(x: 0, y: 0, width: 4, height: 4), with: RGBColor(hex: 0xFF0000))
        b.fill(PixelRect(x: 196, y: 196, width: 4, height: 4), with: RGBColor(hex: 0x00FF00))
        let (gif, stats) = try Self.encode([a, b], delays: [10, 10])
        let reader = try MediaGIFReader(gif)
        #expect(reader.images[1].width == 200 && reader.images[1].height == 200)
        #expect(reader.images[1].transparentIndex != nil)
        #expect(stats.transparentImages == 1)
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
        #expect(try MediaTestTools.magickFrames(path, width: 200, height: 200) == [a, b])
        // And it pays: smaller than the same image without transparency.
        var plain = GIFEncoderOptions()
        plain.usesTransparency = false
        #expect(gif.count < (try Self.encode([a, b], delays: [10, 10], options: plain)).bytes.count)
    }

    @Test func identicalFramesMergeTheirDelays() throws {
        let a = MediaSamples.uiFrame(width: 60, height: 80, offset: 0)
        let b = MediaSamples.uiFrame(width: 60, height: 80, offset: 9)
        let (gif, stats) = try Self.encode([a, a, a, b, b], delays: [3, 4, 3, 3, 4])
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
        #expect(try MediaTestTools.identify(path, format: "%T,") == "10,7,")
        #expect(stats.mergedFrames == 3 && stats.imagesWritten == 2)
        // Without merging: one image per frame, the repeats as 1×1 transparent images.
        var options = GIFEncoderOptions()
        options.mergesIdenticalFrames = false
        let (unmerged, _) = try Self.encode([a, a, a, b, b], delays: [3, 4, 3, 3, 4], options: options)
        let path2 = try MediaTestTools.writeTemporaryFile(unmerged, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path2) }
        #expect(try MediaTestTools.identify(path2, format: "%T,") == "3,4,3,3,4,")
        #expect(try MediaTestTools.magickFrames(path2, width: 60, height: 80) == [a, a, a, b, b])
    }

    @Test func globalPaletteIsSharedWhileColoursFit() throws {
        let frames = Self.scrollFrames(count: 4, width: 100, height: 150, step: 10)
        let (gif, stats) = try Self.encode(frames, delays: [3, 3, 3, 3])
        let reader = try MediaGIFReader(gif)
        // The table holds just the colours used, rounded up to a power of two.
        #expect(reader.globalTable.map { $0.count / 3 } == 1 << GIFLZWEncoder.minCodeSize(forMaxIndex: stats.globalColors - 1))
        // Small changes may take a local table of their few colours when that is smaller.
        #expect(reader.images[0].localTable == nil)
        #expect(stats.localPaletteImages < frames.count)
        #expect(stats.globalColors == Set(frames.flatMap { f in (0..<(f.width * f.height)).map { f.color(x: $0 % f.width, y: $0 / f.width) } }).count)
        // Each image's LZW code size is just wide enough for its indices.
        for image in reader.images {
            let maxIndex = max(Int(image.indices.max()!), image.transparentIndex ?? 0)
            #expect(image.minCodeSize == GIFLZWEncoder.minCodeSize(forMaxIndex: maxIndex))
        }
    }

    @Test func framesBeyondTheGlobalPaletteGetExactLocalTables() throws {
        // Each frame: 200 colours of its own, so the second cannot join the global table.
        func frame(_ base: Int) -> RGBAImage {
            var f = RGBAImage(width: 40, height: 50, fill: (0, 0, 0, 255))
            for i in 0..<(40 * 50) {
                let c = base + i % 200
                f.setColor(RGBColor(r: UInt8(c % 256), g: UInt8((c / 3) % 256), b: UInt8(base % 256)), x: i % 40, y: i / 40)
            }
            return f
        }
        let frames = [frame(0), frame(1000), frame(5)]
        let (gif, stats) = try Self.encode(frames, delays: [3, 3, 3])
        #expect(stats.localPaletteImages >= 1 && stats.quantizedImages == 0)
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
        #expect(try MediaTestTools.magickFrames(path, width: 40, height: 50) == frames)
    }

    @Test func gradientBeyond256ColoursStaysWithinTheStatedError() throws {
        // 256 × 128 gradient: 32 768 colours on a 2-D surface of RGB space
        // (red = x, green = 2y, blue ≈ their mean). 256 cells of ~128 pixels,
        // ~16 levels on a side in red and green, leave errors within ±8
        // levels for a square cell: a uniform error on ±8 averages 4, blue
        // errs less. Cells are not squares, so the stated bounds are: mean
        // ≤ 4 levels per channel, max ≤ 16 (one cell side).
        let gradient = MediaSamples.gradient(width: 256, height: 128)
        let (gif, stats) = try Self.encode([gradient], delays: [10])
        #expect(stats.quantizedImages == 1)
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
        let decoded = try MediaTestTools.magickFrames(path, width: 256, height: 128)[0]
        var total = 0, worst = 0
        for i in stride(from: 0, to: gradient.pixels.count, by: 4) {
            for c in 0..<3 {
                let e = abs(Int(decoded.pixels[i + c]) - Int(gradient.pixels[i + c]))
                total += e
                worst = max(worst, e)
            }
        }
        let mean = Double(total) / Double(gradient.width * gradient.height * 3)
        print("GIF gradient 256×128 (32768 colours → 256): mean error \(mean), max \(worst) levels")
        #expect(mean <= 4)
        #expect(worst <= 16)
    }

    @Test func encodingIsDeterministic() throws {
        let frames = Self.scrollFrames(count: 5, width: 100, height: 180) + [MediaSamples.gradient(width: 100, height: 180)]
        let delays = GIFFrameClock.delays(framesPerSecond: 30, count: frames.count)
        let first = try Self.encode(frames, delays: delays).bytes
        let second = try Self.encode(frames, delays: delays).bytes
        #expect(first == second)
        // Across processes too (Swift's hashing is seeded per process): set
        // MEDIA_DUMP_DIR, run twice, compare the files.
        if let dump = ProcessInfo.processInfo.environment["MEDIA_DUMP_DIR"] {
            try AtomicFile.write(first, to: dump + "/determinism-\(getpid()).gif")
        }
    }

    @Test func framesOfAnotherSizeAreFittedToTheCanvas() throws {
        let small = MediaSamples.uiFrame(width: 50, height: 40, offset: 3)
        let large = MediaSamples.uiFrame(width: 90, height: 90, offset: 7)
        var options = GIFEncoderOptions()
        options.background = RGBColor(hex: 0x336699)
        let encoder = GIFEncoder(width: 64, height: 64, options: options)
        try encoder.addFrame(small, delayCentiseconds: 5)
        try encoder.addFrame(large, delayCentiseconds: 5)
        let frames = try MediaGIFReader(try encoder.finish()).composedFrames()
        #expect(frames[0] == small.fitted(width: 64, height: 64, background: RGBColor(hex: 0x336699)))
        #expect(frames[1] == large.crop(PixelRect(x: 0, y: 0, width: 64, height: 64)))
    }

    @Test func alphaIsIgnored() throws {
        var frame = MediaSamples.uiFrame(width: 30, height: 30)
        frame.fill(PixelRect(x: 0, y: 0, width: 10, height: 10), with: RGBColor(r: 9, g: 8, b: 7, a: 0))
        let decoded = try MediaGIFReader(try Self.encode([frame], delays: [4]).bytes).composedFrames()[0]
        #expect(decoded == MediaTestTools.opaque(frame))
    }

    @Test func misuseThrowsInsteadOfCrashing() throws {
        let encoder = GIFEncoder(width: 10, height: 10)
        #expect(throws: GIFEncoderError.noFrames) { try encoder.finish() }
        try encoder.addFrame(RGBAImage(width: 10, height: 10), delayCentiseconds: 0)  // delay clamped to 2
        let bytes = try encoder.finish()
        #expect(try MediaGIFReader(bytes).images[0].delay == 2)
        #expect(throws: GIFEncoderError.alreadyFinished) { try encoder.addFrame(RGBAImage(width: 10, height: 10), delayCentiseconds: 3) }
        #expect(throws: GIFEncoderError.alreadyFinished) { try encoder.finish() }
        for (w, h) in [(0, 10), (10, -1), (70_000, 10)] {
            let bad = GIFEncoder(width: w, height: h)
            #expect(throws: GIFEncoderError.invalidCanvasSize(width: w, height: h)) {
                try bad.addFrame(RGBAImage(width: 1, height: 1), delayCentiseconds: 3)
            }
        }
        // An empty frame on a valid canvas is padded, not a crash.
        let padded = GIFEncoder(width: 4, height: 4)
        try padded.addFrame(RGBAImage(width: 0, height: 0), delayCentiseconds: 3)
        #expect(try MediaGIFReader(try padded.finish()).images.count == 1)
    }

    @Test func playOnceOmitsTheLoopBlock() throws {
        var options = GIFEncoderOptions()
        options.loopCount = nil
        let gif = try Self.encode([RGBAImage(width: 3, height: 3, fill: (1, 2, 3, 255))], delays: [5], options: options).bytes
        #expect(try MediaGIFReader(gif).loopCount == nil)
        options.loopCount = 3
        let thrice = try Self.encode([RGBAImage(width: 3, height: 3, fill: (1, 2, 3, 255))], delays: [5], options: options).bytes
        #expect(try MediaGIFReader(thrice).loopCount == 3)
    }
}

extension MediaGIFTests {
    @Test func smallChangeOnAGradientStaysExact() throws {
        // The frame has > 256 colours, but only a flat patch changes: the
        // transparent variant holds the change exactly, with no quantising.
        let a = MediaSamples.gradient(width: 120, height: 90)
        var b = a
        b.fill(PixelRect(x: 30, y: 20, width: 25, height: 40), with: RGBColor(hex: 0xFF9500))
        b.fill(PixelRect(x: 100, y: 80, width: 5, height: 5), with: RGBColor(hex: 0x5856D6))
        let (gif, stats) = try Self.encode([a, b], delays: [5, 5])
        #expect(stats.quantizedImages == 1)  // the first frame only
        #expect(stats.transparentImages == 1)
        let frames = try MediaGIFReader(gif).composedFrames()
        // Frame 2 = frame 1 as shown (quantised) with the patches exact.
        var expected = frames[0]
        expected.fill(PixelRect(x: 30, y: 20, width: 25, height: 40), with: RGBColor(hex: 0xFF9500))
        expected.fill(PixelRect(x: 100, y: 80, width: 5, height: 5), with: RGBColor(hex: 0x5856D6))
        #expect(frames[1] == expected)
    }
}
