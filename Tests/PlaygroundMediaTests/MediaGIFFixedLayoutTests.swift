import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The fixed layouts tried after the free ones on phone-size images
/// (`GIFEncoder.extraLayouts`): all colour (4), gifsicle's runs (5).
@Suite struct MediaGIFFixedLayoutTests {
    /// Which fixed layouts follow which winner, from the sizes of 0…2.
    @Test func extraLayoutsFollowTheWinner() {
        let none = Int.max
        #expect(GIFEncoder.extraLayouts(sizes: [100, 100, 80, none, none, none], winner: 2) == [5, 4])
        #expect(GIFEncoder.extraLayouts(sizes: [100, 87, 80, none, none, none], winner: 2) == [5])
        #expect(GIFEncoder.extraLayouts(sizes: [100, 88, 80, none, none, none], winner: 2) == [5, 4])
        #expect(GIFEncoder.extraLayouts(sizes: [70, 88, 80, none, none, none], winner: 0) == [])
        #expect(GIFEncoder.extraLayouts(sizes: [90, 88, 89, none, none, none], winner: 1) == [])
    }

    /// Each fixed layout alone, and the usual choice with them, decode
    /// exactly on a phone-size scroll with a blinking block (a transparent
    /// index on a changed pixel, or a colour where an unchanged one was
    /// meant, would show here); they differ, and the usual choice is never
    /// larger than the free layouts alone.
    @Test func fixedLayoutsDecodeExactly() throws {
        var frames = MediaGIFTests.scrollFrames(count: 8, width: 390, height: 844, step: 17)
        for i in frames.indices where i % 2 == 1 {
            frames[i].fill(PixelRect(x: 40, y: 300, width: 200, height: 60), with: RGBColor(r: 30, g: 160, b: 90))
        }
        var sizes: [[Int]?: Int] = [:]
        for forced in [[4], [5], [0, 1, 2], nil] as [[Int]?] {
            let encoder = GIFEncoder(width: 390, height: 844)
            encoder.forcedLayouts = forced
            for f in frames { try encoder.addFrame(f, delayCentiseconds: 4) }
            let gif = try encoder.finish()
            #expect(try MediaGIFReader(gif).composedFrames() == frames.map(MediaTestTools.opaque), "layouts \(String(describing: forced))")
            sizes[forced] = gif.count
        }
        #expect(Set([sizes[[4]], sizes[[5]], sizes[[0, 1, 2]]]).count == 3)
        #expect(sizes[nil]! <= sizes[[0, 1, 2]]!)
    }
}
