import Testing
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// `GIFLZWEncoder`'s run fast path against `ReferenceGIFLZWEncoder` (the
/// encoder of d3cc23f, one lookup per pixel): the same bytes for every
/// input, and a decoding to the input (free pixels: their colour or the
/// transparent index). Inputs aim at the places a jump could go wrong: runs
/// longer than the dictionary knows, runs that cross the 4096-code limit
/// (frozen table and deferred clear), runs of the transparent index through
/// free pixels, colour runs through free pixels of their colour.
@Suite struct MediaGIFLZWFastPathTests {
    /// Data bytes of both encoders for one input.
    static func both(_ indices: [UInt8], free: [UInt8]?, alternative: UInt8, minCodeSize: Int,
                     defersClear: Bool = true, startsTransparent: Bool = true,
                     rewindsLastString: Bool = true) -> (fast: [UInt8], reference: [UInt8]) {
        let fast = GIFLZWEncoder(), reference = ReferenceGIFLZWEncoder()
        fast.defersClear = defersClear
        reference.defersClear = defersClear
        fast.rewindsLastString = rewindsLastString
        reference.rewindsLastString = rewindsLastString
        var a: [UInt8] = [], b: [UInt8] = []
        indices.withUnsafeBufferPointer { px in
            if let free {
                free.withUnsafeBufferPointer { fr in
                    fast.encode(px, free: fr, alternative: alternative, minCodeSize: minCodeSize,
                                startsTransparent: startsTransparent, into: &a)
                    reference.encode(px, free: fr, alternative: alternative, minCodeSize: minCodeSize,
                                     startsTransparent: startsTransparent, into: &b)
                }
            } else {
                fast.encode(px, minCodeSize: minCodeSize, into: &a)
                reference.encode(px, minCodeSize: minCodeSize, into: &b)
            }
        }
        return (a, b)
    }

    /// Equal bytes, without printing megabytes when they differ.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool { a == b }

    /// Runs of `lengths` (cycled) in colours drawn from `seed`, each stretch
    /// free with probability 1/`freeEvery` (0: none free).
    static func runs(count: Int, lengths: [Int], colours: Int, freeEvery: Int, seed: UInt64) -> ([UInt8], [UInt8]) {
        let noise = MediaSamples.noise(count: count + 16, seed: seed)
        var indices: [UInt8] = [], free: [UInt8] = []
        var k = 0
        while indices.count < count {
            let length = min(lengths[k % lengths.count], count - indices.count)
            let colour = UInt8(Int(noise[k % noise.count]) % colours)
            let isFree: UInt8 = freeEvery > 0 && Int(noise[(k + 7) % noise.count]) % freeEvery == 0 ? 1 : 0
            indices += [UInt8](repeating: colour, count: length)
            free += [UInt8](repeating: isFree, count: length)
            k += 1
        }
        return (indices, free)
    }

    @Test(arguments: [2, 4, 8])
    func runsGiveTheReferenceBytes(_ minCodeSize: Int) throws {
        let top = UInt8((1 << minCodeSize) - 1)
        let colours = Int(top)  // the top index is the transparent one
        // Short and long runs, free or not, over 300 000 pixels: the table fills and clears or freezes.
        let (indices, free) = Self.runs(count: 300_000, lengths: [1, 3, 700, 2, 40, 5000, 9, 1, 120],
                                        colours: colours, freeEvery: 3, seed: UInt64(minCodeSize))
        for startsTransparent in [true, false] {
            for defersClear in [true, false] {
                let (a, b) = Self.both(indices, free: free, alternative: top, minCodeSize: minCodeSize,
                                       defersClear: defersClear, startsTransparent: startsTransparent)
                #expect(Self.same(a, b), "free, starts transparent \(startsTransparent), defers clear \(defersClear)")
            }
            // A rewound clear that keeps the string just written.
            let (a, b) = Self.both(indices, free: free, alternative: top, minCodeSize: minCodeSize,
                                   startsTransparent: startsTransparent, rewindsLastString: false)
            #expect(Self.same(a, b), "free, starts transparent \(startsTransparent), keeps the last string")
        }
        let (a, b) = Self.both(indices, free: nil, alternative: 0, minCodeSize: minCodeSize)
        #expect(Self.same(a, b), "no free pixels")
        let decoded = try MediaGIFCompressionTests.roundTrip(indices, free: free, alternative: top, minCodeSize: minCodeSize).decoded
        for i in indices.indices where decoded[i] != indices[i] {
            #expect(free[i] != 0 && decoded[i] == top, "pixel \(i)")
        }
    }

    /// One index for 3 million pixels: k^m grows to about 2450 (its codes
    /// alone nearly fill the table), then noise fills the rest, and a second
    /// long run meets a full, frozen table (and, eagerly, a cleared one).
    @Test func runsLongerThanTheDictionaryAndAcrossItsLimit() {
        var indices = [UInt8](repeating: 5, count: 3_000_000)
        indices += MediaSamples.noise(count: 40_000, seed: 3)
        indices += [UInt8](repeating: 5, count: 200_000) + [UInt8](repeating: 6, count: 50_000)
        for defersClear in [true, false] {
            let (a, b) = Self.both(indices, free: nil, alternative: 0, minCodeSize: 8, defersClear: defersClear)
            #expect(Self.same(a, b), "defers clear \(defersClear)")
        }
    }

    /// A transparent run through free pixels of many colours, colour runs
    /// whose string has (or has not yet) a transparent child, and a free
    /// stretch of the colour itself: every choice the slow path makes.
    @Test func freePixelsInsideRunsChooseAsTheReferenceDoes() throws {
        let alt: UInt8 = 7
        var indices: [UInt8] = [], free: [UInt8] = []
        let noise = MediaSamples.noise(count: 200_000, seed: 21)
        for block in 0..<400 {
            let colour = UInt8(block % 7)
            let length = 20 + Int(noise[block]) * 3
            for j in 0..<length {
                indices.append(j % 11 == 0 ? alt : colour)
                // Free stretches inside the run, and whole free stretches of other colours.
                free.append((j / 13) % 3 == 0 || block % 5 == 0 ? 1 : 0)
            }
            if block % 5 == 0 {
                let mixed = Int(noise[block + 1]) + 10
                indices += (0..<mixed).map { noise[block + $0] % 7 }
                free += [UInt8](repeating: 1, count: mixed)
            }
        }
        for startsTransparent in [true, false] {
            let (a, b) = Self.both(indices, free: free, alternative: alt, minCodeSize: 3, startsTransparent: startsTransparent)
            #expect(Self.same(a, b), "starts transparent \(startsTransparent)")
        }
        // All free: one long transparent string, the same codes.
        let allFree = [UInt8](repeating: 1, count: indices.count)
        let (a, b) = Self.both(indices, free: allFree, alternative: alt, minCodeSize: 3)
        #expect(Self.same(a, b))
    }

    /// The fast path is really taken: switched off, the bytes are the same
    /// (checked) and this long flat input is much slower to encode. Counts
    /// dictionary lookups instead of timing: a jump makes none.
    @Test func jumpsSkipTheDictionary() {
        let indices = [UInt8](repeating: 2, count: 1_000_000)
        let lzw = GIFLZWEncoder()
        var withJumps: [UInt8] = [], without: [UInt8] = []
        indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: 2, into: &withJumps) }
        #expect(lzw.lastLookups < 3000)
        lzw.jumpsRuns = false
        indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: 2, into: &without) }
        #expect(lzw.lastLookups >= 999_999)
        #expect(withJumps == without)
    }

    /// A size limit (the best of several layouts so far) stops an encoding
    /// that reaches it (nil), changes no byte of one that stays under it,
    /// and leaves the encoder as fresh for the next one.
    @Test func aLimitStopsTheEncodingAndChangesNoByte() throws {
        let (indices, free) = Self.runs(count: 100_000, lengths: [1, 2, 5, 1, 30, 3], colours: 15, freeEvery: 3, seed: 11)
        let encoder = GIFLZWEncoder()
        var full: [UInt8] = [], cut: [UInt8] = [], again: [UInt8] = [], under: [UInt8] = []
        let (count, stopped, after, limited): (Int, Int?, Int, Int?) = indices.withUnsafeBufferPointer { px in
            free.withUnsafeBufferPointer { fr in
                let count = encoder.encode(px, free: fr, alternative: 15, minCodeSize: 4, to: &full)
                let stopped = encoder.encode(px, free: fr, alternative: 15, minCodeSize: 4, limit: count / 2, to: &cut)
                let after = encoder.encode(px, free: fr, alternative: 15, minCodeSize: 4, to: &again)
                let limited = encoder.encode(px, free: fr, alternative: 15, minCodeSize: 4, limit: count + 1, to: &under)
                return (count, stopped, after, limited)
            }
        }
        #expect(count > 10_000)
        #expect(stopped == nil)
        #expect(after == count && Self.same(Array(again[0..<after]), Array(full[0..<count])))
        #expect(limited == count && Self.same(Array(under[0..<count]), Array(full[0..<count])))
    }
}
