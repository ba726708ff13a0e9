import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The GIF encoder's size work (small files, still exact): free pixels written as colour or
/// transparent inside LZW, the deferred clear of a full dictionary, the
/// transparency layouts, the trimmed global table. Every case is checked by
/// decoding with the spec-only `MediaGIFReader`: pixel-exact, deterministic.
@Suite struct MediaGIFCompressionTests {
    /// LZW data of `indices` (sub-block framing removed) and its decoding.
    static func roundTrip(_ indices: [UInt8], free: [UInt8]?, alternative: UInt8, minCodeSize: Int,
                          defersClear: Bool = true, startsTransparent: Bool = true,
                          rewindsClear: Bool = true, rewindsLastString: Bool = true) throws -> (decoded: [UInt8], bytes: Int) {
        let lzw = GIFLZWEncoder()
        lzw.defersClear = defersClear
        lzw.rewindsClear = rewindsClear
        lzw.rewindsLastString = rewindsLastString
        var out: [UInt8] = []
        indices.withUnsafeBufferPointer { px in
            if let free {
                free.withUnsafeBufferPointer {
                    lzw.encode(px, free: $0, alternative: alternative, minCodeSize: minCodeSize,
                               startsTransparent: startsTransparent, into: &out)
                }
            } else {
                lzw.encode(px, minCodeSize: minCodeSize, into: &out)
            }
        }
        var data: [UInt8] = []
        var p = 1
        while out[p] != 0 { data += out[(p + 1)..<(p + 1 + Int(out[p]))]; p += 1 + Int(out[p]) }
        #expect(p == out.count - 1)
        return (try MediaGIFReader.lzwDecode(data, minCodeSize: minCodeSize, expected: indices.count), out.count)
    }

    /// A clear of the full dictionary rewound to the first short string
    /// (the string just written, or earlier ones) writes those pixels again
    /// after the clear: the data differs from clearing where it is decided,
    /// and decodes to the same indices either way. Input: flat runs of 20…59 pixels
    /// that fill the dictionary with long strings, then noise (strings of
    /// a pixel or two) that drives the mean under the floor a few codes
    /// later, with free stretches.
    @Test func rewoundClearDecodesExactly() throws {
        let noise = MediaSamples.noise(count: 600_000, seed: 11)
        var indices: [UInt8] = [], free: [UInt8] = []
        var k = 0
        for part in 0..<6 {
            let end = indices.count + 60_000
            while indices.count < end {
                let length = part.isMultiple(of: 2) ? 20 + Int(noise[k] % 40) : 1
                indices += [UInt8](repeating: noise[k + 1] % 255, count: length)
                free += [UInt8](repeating: noise[k + 2] % 4 == 0 ? 1 : 0, count: length)
                k = (k + 3) % (noise.count - 2)
            }
        }
        func data(rewindsClear: Bool, rewindsLastString: Bool) -> [UInt8] {
            let lzw = GIFLZWEncoder()
            lzw.rewindsClear = rewindsClear
            lzw.rewindsLastString = rewindsLastString
            var out: [UInt8] = []
            indices.withUnsafeBufferPointer { px in
                free.withUnsafeBufferPointer { lzw.encode(px, free: $0, alternative: 255, minCodeSize: 8, into: &out) }
            }
            return out
        }
        let plain = data(rewindsClear: false, rewindsLastString: false)
        for rewindsLastString in [true, false] {
            let rewound = try Self.roundTrip(indices, free: free, alternative: 255, minCodeSize: 8,
                                             rewindsLastString: rewindsLastString)
            #expect(rewound.decoded.indices.allSatisfy {
                rewound.decoded[$0] == indices[$0] || (free[$0] != 0 && rewound.decoded[$0] == 255)
            }, "rewinds the last string \(rewindsLastString)")
        }
        // Noise drives the mean under the floor at the first short string:
        // taking back the string just written changes where the clears go.
        let differs = data(rewindsClear: true, rewindsLastString: true) != plain
        #expect(differs, "the rewind changed where the clears go")
    }

    @Test(arguments: [3, 8])
    func freePixelsDecodeToTheirColourOrTransparent(_ minCodeSize: Int) throws {
        let colours = UInt8((1 << minCodeSize) - 1)  // the top index is the transparent one
        let noise = MediaSamples.noise(count: 60_000, seed: 7)
        // Runs of 1…16 pixels, a third of them free (as unchanged pixels come in stretches).
        var indices: [UInt8] = [], free: [UInt8] = []
        var k = 0
        while indices.count < 60_000 {
            let length = Int(noise[k] % 16) + 1
            let colour = noise[k + 1] % colours
            let isFree: UInt8 = noise[k + 2] % 3 == 0 ? 1 : 0
            indices += [UInt8](repeating: colour, count: length)
            free += [UInt8](repeating: isFree, count: length)
            k += 3
        }
        for startsTransparent in [true, false] {
            let (decoded, _) = try Self.roundTrip(indices, free: free, alternative: colours, minCodeSize: minCodeSize,
                                                  startsTransparent: startsTransparent)
            var transparent = 0
            for i in indices.indices {
                if decoded[i] == colours { transparent += 1 }
                #expect(decoded[i] == indices[i] || (free[i] != 0 && decoded[i] == colours), "pixel \(i)")
            }
            // Free stretches really are written transparent, not only left in colour.
            #expect(transparent > 0)
        }
        // Fixed pixels (free 0) are always their colour: checked above; all-free input is one long transparent run.
        let allFree = try Self.roundTrip(indices, free: [UInt8](repeating: 1, count: indices.count), alternative: colours,
                                         minCodeSize: minCodeSize)
        #expect(allFree.decoded == [UInt8](repeating: colours, count: indices.count))
    }

    /// Long periodic input fills the dictionary and then matches long strings
    /// from it: the table stays frozen (no clear) through the rest. Both
    /// ways decode exactly; keeping the table is smaller here.
    @Test func fullDictionaryIsKeptWhileItStillMatchesLongStrings() throws {
        // A 400-pixel period of noise fills the table about halfway (near
        // pixel 20 000) with codes of ~10 px, above gifsicle's floor of
        // 36 / 8 px, and the ~20 000 px left need fewer than 3000 such codes.
        let period = MediaSamples.noise(count: 400, seed: 11)
        var indices: [UInt8] = []
        while indices.count < 40_000 { indices += period }
        let deferred = try Self.roundTrip(indices, free: nil, alternative: 0, minCodeSize: 8)
        let eager = try Self.roundTrip(indices, free: nil, alternative: 0, minCodeSize: 8, defersClear: false)
        #expect(deferred.decoded == indices)
        #expect(eager.decoded == indices)
        #expect(deferred.bytes < eager.bytes)
        // Incompressible input still round-trips (clears as soon as the mean run is short).
        let noise = MediaSamples.noise(count: 50_000, seed: 12)
        #expect(try Self.roundTrip(noise, free: nil, alternative: 0, minCodeSize: 8).decoded == noise)
    }

    /// A scroll with a changing HUD: every decoded frame equals its input,
    /// two encodings are byte-identical, and the global table has just the
    /// entries used (a power of two, at least the colour count).
    @Test func scrollDecodesExactlyAndTheGlobalTableIsTrimmed() throws {
        let frames = MediaGIFTests.scrollFrames(count: 10, width: 160, height: 300, step: 7)
            + [MediaSamples.uiFrame(width: 160, height: 300, offset: 63)]  // same as the last: merged
        let delays = [Int](repeating: 3, count: frames.count)
        let (gif, stats) = try MediaGIFTests.encode(frames, delays: delays)
        let reader = try MediaGIFReader(gif)
        #expect(reader.composedFrames() == Array(frames.prefix(10)).map(MediaTestTools.opaque))
        #expect(try MediaGIFTests.encode(frames, delays: delays).bytes == gif)
        #expect(stats.transparentImages > 0 && stats.mergedFrames == 1)
        let entries = (reader.globalTable?.count ?? 0) / 3
        #expect(entries >= stats.globalColors && entries < max(4, 2 * stats.globalColors))
        #expect(entries & (entries - 1) == 0)
    }

    /// Past `holdLimit` the encoder streams: the header goes out with a
    /// table sized for the colours seen so far, filled in at the end, later
    /// colours beyond it take local tables; the pixels are the same either way.
    @Test func streamingPastTheHoldLimitDecodesTheSame() throws {
        let frames = MediaGIFTests.scrollFrames(count: 6, width: 120, height: 200, step: 9)
        let held = GIFEncoder(width: 120, height: 200)
        let streamed = GIFEncoder(width: 120, height: 200)
        streamed.holdLimit = 0
        for f in frames {
            try held.addFrame(f, delayCentiseconds: 4)
            try streamed.addFrame(f, delayCentiseconds: 4)
        }
        let a = try MediaGIFReader(try held.finish()), b = try MediaGIFReader(try streamed.finish())
        #expect((a.globalTable?.count ?? 0) < 768 && (b.globalTable?.count ?? 0) < 768)
        #expect(a.composedFrames() == b.composedFrames())
        #expect(a.composedFrames() == frames.map(MediaTestTools.opaque))
    }

    /// A colour that arrives after the header went out and does not fit
    /// the table sized then gets a local table (a file past `reorderLimit`;
    /// below it the header reserves 256 entries); every frame stays exact.
    @Test func coloursAfterTheHeaderBeyondItsTableGoLocal() throws {
        let a = RGBAImage(width: 40, height: 30, fill: (10, 20, 30, 255))  // 1 colour: a 2-entry table
        var b = a, c = a
        b.fill(PixelRect(x: 5, y: 5, width: 10, height: 10), with: RGBColor(r: 200, g: 0, b: 0))
        c.fill(PixelRect(x: 20, y: 5, width: 10, height: 10), with: RGBColor(r: 0, g: 200, b: 0))
        c.fill(PixelRect(x: 0, y: 20, width: 10, height: 5), with: RGBColor(r: 0, g: 0, b: 200))
        let encoder = GIFEncoder(width: 40, height: 30)
        encoder.holdLimit = 0
        encoder.reorderLimit = 0  // past it, nothing is rewritten at `finish`
        for f in [a, b, c] { try encoder.addFrame(f, delayCentiseconds: 5) }
        let reader = try MediaGIFReader(try encoder.finish())
        #expect(reader.globalTable?.count == 6)
        #expect(reader.images.dropFirst().contains { $0.localTable != nil })
        #expect(reader.composedFrames() == [a, b, c])
    }

    /// A frame of exactly 256 colours whose every colour is among the
    /// changed pixels leaves no index for transparency: it is written
    /// opaque and exact, not quantised.
    @Test func twoHundredFiftySixChangedColoursStayExact() throws {
        func frame(_ shift: Int) -> RGBAImage {
            var image = RGBAImage(width: 256, height: 4)
            for x in 0..<256 {
                let c = RGBColor(r: UInt8((x + shift) % 256), g: UInt8(255 - (x + shift) % 256), b: 40)
                image.fill(PixelRect(x: x, y: 0, width: 1, height: 4), with: c)
                image.fill(PixelRect(x: x, y: 1, width: 1, height: 1), with: RGBColor(r: 0, g: 255, b: 40))
            }
            return image
        }
        // Row 1 (the colour of x = 0 unshifted) is unchanged, inside the changed rectangle.
        let frames = [frame(0), frame(1)]
        #expect(GIFEncoder.changedRectangle(frames[1].pixels, frames[0].pixels, width: 256, height: 4)?.height == 4)
        let (gif, stats) = try MediaGIFTests.encode(frames, delays: [4, 4])
        #expect(stats.quantizedImages == 0)
        #expect(try MediaGIFReader(gif).composedFrames() == frames.map(MediaTestTools.opaque))
    }

    /// With the global table full, a change in few new colours takes a
    /// local table of the changed pixels' colours (2-bit codes), not one
    /// of every colour in its rectangle; the frames stay exact.
    @Test func localTablesHoldTheChangedColoursWhenNarrower() throws {
        var a = RGBAImage(width: 256, height: 16)
        for x in 0..<256 {
            a.fill(PixelRect(x: x, y: 0, width: 1, height: 16), with: RGBColor(r: UInt8(x), g: 7, b: UInt8(255 - x)))
        }
        var b = a
        // New colours (not in the full global table) scattered over a
        // rectangle of 226 columns (229 colours in all: a local table of
        // them all fits, with 8-bit codes), every other pixel unchanged.
        for (i, x) in stride(from: 0, to: 240, by: 16).enumerated() {
            b.fill(PixelRect(x: x, y: i % 16, width: 2, height: 1),
                   with: [RGBColor(r: 1, g: 200, b: 3), RGBColor(r: 4, g: 5, b: 200), RGBColor(r: 250, g: 250, b: 250)][i % 3])
        }
        let (gif, _) = try MediaGIFTests.encode([a, b], delays: [4, 4])
        let reader = try MediaGIFReader(gif)
        #expect(reader.composedFrames() == [a, b].map(MediaTestTools.opaque))
        let second = try #require(reader.images.last)
        #expect(second.localTable.map { $0.count / 3 } == 4)  // 3 colours + transparent
        #expect(second.minCodeSize == 2)
    }

    /// A change rectangle above `exactChoiceArea` pixels: the layout is
    /// chosen on a sample of rows; the frames still decode exactly.
    @Test func largeRectanglesChooseTheirLayoutOnASample() throws {
        let a = MediaSamples.uiFrame(width: 1100, height: 1000, offset: 0)
        var b = MediaSamples.uiFrame(width: 1100, height: 1000, offset: 5)
        b.fill(PixelRect(x: 0, y: 0, width: 3, height: 3), with: RGBColor(hex: 0xFF0000))
        b.fill(PixelRect(x: 1097, y: 997, width: 3, height: 3), with: RGBColor(hex: 0x00FF00))
        #expect(1100 * 1000 > GIFEncoder.exactChoiceArea)
        let (gif, stats) = try MediaGIFTests.encode([a, b], delays: [4, 4])
        #expect(stats.transparentImages == 1)
        #expect(try MediaGIFReader(gif).composedFrames() == [a, b].map(MediaTestTools.opaque))
    }

    /// Translucent pixels in a later frame's changed area are written
    /// opaque, as in the first frame; an unchanged frame costs no image.
    @Test func translucentChangesAreWrittenOpaque() throws {
        let a = MediaSamples.uiFrame(width: 80, height: 90, offset: 0)
        var b = a
        b.fill(PixelRect(x: 10, y: 50, width: 20, height: 5), with: RGBColor(r: 200, g: 10, b: 10, a: 40))
        let (gif, stats) = try MediaGIFTests.encode([a, b, b], delays: [3, 3, 3])
        #expect(try MediaGIFReader(gif).composedFrames() == [a, b].map(MediaTestTools.opaque))
        #expect(stats.imagesWritten == 2 && stats.mergedFrames == 1)
        let rect = try #require(GIFEncoder.changedRectangle(b.pixels, a.pixels, width: 80, height: 90))
        #expect(rect == PixelRect(x: 10, y: 50, width: 20, height: 5))
        #expect(GIFEncoder.changedRectangle(a.pixels, a.pixels, width: 80, height: 90) == nil)
    }
}
