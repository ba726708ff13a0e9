import Testing
@testable import ScrollKitCore

@Suite("Display list binary form: boxes, backdrops, placed text") struct DisplayListPresetItemsCodingTests {
    let fill = RGBColor(r: 10, g: 20, b: 30, a: 40)
    let border = RGBColor(r: 50, g: 60, b: 70)

    /// Little-endian IEEE 754 bytes of `v`.
    func f64(_ v: Double) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: v.bitPattern >> (8 * UInt64($0))) } }

    @Test func aBoxIsTagFiveThenFrameRadiusColoursAndWidth() throws {
        let box = DisplayBox(frame: Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 12, fill: fill, border: border, borderWidth: 0.5)
        let list = DisplayList([.box(box)])
        // The documented layout: magic, version 1, count 1, tag 5, x y w h, radius, fill rgba, border rgba, width.
        let expected = Array("SKDL".utf8) + [1, 1, 0, 0, 0, 5] + [1.0, 2, 3, 4, 12].flatMap(f64)
            + [10, 20, 30, 40, 50, 60, 70, 255] + f64(0.5)
        #expect(list.encoded() == expected)
        #expect(try DisplayList(decoding: expected) == list)
    }

    @Test func aBackdropIsTagSixThenFrameColourAndCoveredRects() throws {
        let backdrop = DisplayBackdrop(frame: Rect(x: 0, y: 0, width: 8, height: 9), color: border, covered: [Rect(x: 1, y: 1, width: 2, height: 2)])
        let list = DisplayList([.backdrop(backdrop)])
        let expected = Array("SKDL".utf8) + [1, 1, 0, 0, 0, 6] + [0.0, 0, 8, 9].flatMap(f64) + [50, 60, 70, 255]
            + [1, 0, 0, 0] + [1.0, 1, 2, 2].flatMap(f64)
        #expect(list.encoded() == expected)
        #expect(try DisplayList(decoding: expected) == list)
    }

    @Test func newItemsRoundTripBesideTheOldOnesAndTruncationsThrow() throws {
        let placed = DisplayText(lines: ["Loading"], frame: Rect(x: 3, y: 4, width: 50, height: 20), fontSize: 17, lineHeight: 20, color: border, placement: .atOrigin)
        let list = DisplayList([
            .backdrop(DisplayBackdrop(frame: Rect(x: 0, y: 0, width: 100, height: 100), color: fill)),
            .group(DisplayGroup([.box(DisplayBox(frame: Rect(x: 5, y: 5, width: 10, height: 10), cornerRadius: 0, fill: fill))], opacity: 0.5)),
            .text(placed),
            .fill(Rect(x: 0, y: 0, width: 1, height: 1), color: border),
        ])
        let bytes = list.encoded()
        #expect(try DisplayList(decoding: bytes) == list)
        for n in 0..<bytes.count {
            #expect(throws: DisplayListDecodingError.self) { try DisplayList(decoding: Array(bytes.prefix(n))) }
        }
    }

    @Test func aBackdropCountBeyondTheDataIsRefused() {
        // Tag 6, a rectangle and a colour, then a count of 2^32 − 1 covered rectangles with no data.
        let bytes = Array("SKDL".utf8) + [1, 1, 0, 0, 0, 6] + [0.0, 0, 1, 1].flatMap(f64) + [0, 0, 0, 255] + [255, 255, 255, 255]
        #expect(throws: DisplayListDecodingError.self) { try DisplayList(decoding: bytes) }
    }
}
