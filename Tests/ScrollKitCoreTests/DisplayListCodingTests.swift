import Testing
@testable import ScrollKitCore

@Suite("Display list binary form") struct DisplayListCodingTests {
    /// A list with every kind of item, paint, shape, clip and transform.
    static let sample: DisplayList = {
        let red = RGBColor(r: 255, g: 0, b: 0)
        let blue = RGBColor(r: 0, g: 0, b: 255, a: 77)
        return DisplayList([
            .fill(Rect(x: 0, y: 0, width: 393, height: 852), color: RGBColor(hex: 0xF2F2F7)),
            .shape(DisplayShape(.roundedRectangle(cornerRadius: 12, style: .continuous), frame: Rect(x: 16, y: 20, width: 361, height: 120), paint: .fill(blue))),
            .shape(DisplayShape(.ellipse, frame: Rect(x: 30, y: 34, width: 40, height: 40), paint: .stroke(red, lineWidth: 1.5, placement: .centered))),
            .shape(DisplayShape(.capsule(style: .circular), frame: Rect(x: 90, y: 40, width: 120, height: 8), paint: .linearGradient(start: red, end: blue, axis: .horizontal))),
.shape(DisplayShape(.rectangle, frame: Rect(x: 0, y: 60, width: 393, height: 90), paint: .gradient(DisplayGradient(
                stops: [.init(red, at: 0), .init(blue, at: 0.35), .init(RGBColor(r: 0, g: 0, b: 0, a: 0), at: 1)],
                start: Point(x: 0, y: 0), end: Point(x: 1, y: 0.75))))),
            .shape(DisplayShape(.ellipse, frame: Rect(x: 0, y: 0, width: 100, height: 100), paint: .gradient(DisplayGradient(
                stops: [.init(red, at: 0), .init(blue, at: 1)], start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0.5),
                kind: .angular(startAngle: 0, endAngle: 1.5))))),
            .shape(DisplayShape(.rectangle, frame: Rect(x: 0, y: 0, width: 100, height: 100), paint: .gradient(DisplayGradient(
                stops: [.init(red, at: 0), .init(blue, at: 1)], start: Point(x: 0.25, y: 0.5), end: Point(x: 0.25, y: 0.5),
                kind: .radial(startRadius: 4, endRadius: 80))))),
            .shape(DisplayShape(.roundedRectangle(cornerRadius: 20, style: .continuous), frame: Rect(x: 0, y: 0, width: 393, height: 100),
                                paint: .material(DisplayMaterial(blurRadius: 10, tint: RGBColor(r: 247, g: 247, b: 247, a: 140))))),
            .border(Rect(x: 0, y: 200, width: 393, height: 200), color: red, width: 2),
            .text(DisplayText(lines: ["Größe 0", "ligne ✓"], frame: Rect(x: 0, y: 200, width: 393, height: 68), fontSize: 28, weight: .semibold, lineHeight: 34, color: .init(r: 0, g: 0, b: 0), alignment: .center, placement: .opticallyCentered)),
            .image(DisplayImage(label: "star.fill", frame: Rect(x: 10, y: 10, width: 24, height: 24), color: red)),
            .group(DisplayGroup(
                [.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: red),
                 .group(DisplayGroup([], opacity: 0, clip: DisplayClip(.ellipse, frame: .zero)))],
                opacity: 0.3,
                clip: DisplayClip(.roundedRectangle(cornerRadius: 8, style: .circular), frame: Rect(x: -1, y: -2, width: 30, height: 40)),
                transform: DisplayTransform(offset: Vector(dx: 5, dy: -7.25), scaleX: 1.2, scaleY: 0.8, rotation: 15, anchor: Point(x: 5, y: 5)))),
        ])
    }()

    @Test func roundTripIsExact() throws {
        let bytes = DisplayListCodingTests.sample.encoded()
        #expect(Array(bytes.prefix(5)) == Array("SKDL".utf8) + [1])
        let back = try DisplayList(decoding: bytes)
        #expect(back == DisplayListCodingTests.sample)
        #expect(back.encoded() == bytes)
        #expect(back.totalItemCount == 14)  // 11 items, a group of 2, one of them a group
    }

    @Test func emptyListIsNineBytes() throws {
        #expect(DisplayList().encoded() == Array("SKDL".utf8) + [1, 0, 0, 0, 0])
        #expect(try DisplayList(decoding: DisplayList().encoded()) == DisplayList())
    }

    @Test func nanAndInfinitySurviveBitForBit() throws {
        let list = DisplayList([.fill(Rect(x: .nan, y: .infinity, width: -0.0, height: 1), color: RGBColor(r: 1, g: 2, b: 3))])
        let back = try DisplayList(decoding: list.encoded())
        guard case .shape(let shape) = back.items[0] else { Issue.record("not a shape"); return }
        #expect(shape.frame.minX.isNaN)
        #expect(shape.frame.minY == .infinity)
        #expect(shape.frame.width.sign == .minus)
    }

    @Test func everyTruncationThrowsWithAnOffsetInside() {
        let bytes = DisplayListCodingTests.sample.encoded()
        for n in 0..<bytes.count {
            do {
                _ = try DisplayList(decoding: Array(bytes.prefix(n)))
                Issue.record("a prefix of \(n) bytes decoded")
            } catch {
                #expect(error.offset <= n)
            }
        }
    }

    @Test func badMagicVersionTagAndTrailingBytesAreNamed() {
        var bytes = DisplayListCodingTests.sample.encoded()
        #expect(throws: DisplayListDecodingError("not a display list (bad magic)", at: 0)) { try DisplayList(decoding: [0x58] + bytes.dropFirst()) }
        bytes[4] = 9
        #expect(throws: DisplayListDecodingError("unsupported version 9", at: 4)) { try DisplayList(decoding: bytes) }
        bytes[4] = 1
        var tagged = bytes
        tagged[9] = 42  // the first item's tag
        #expect(throws: DisplayListDecodingError("unknown item tag 42", at: 9)) { try DisplayList(decoding: tagged) }
        #expect(throws: DisplayListDecodingError("trailing bytes", at: bytes.count)) { try DisplayList(decoding: bytes + [0]) }
    }

    @Test func aHugeCountIsRefusedBeforeAllocating() {
        let bytes = Array("SKDL".utf8) + [1, 0xFF, 0xFF, 0xFF, 0x7F]
        #expect(throws: DisplayListDecodingError("count 2147483647 exceeds the data left", at: 5)) { try DisplayList(decoding: bytes) }
    }

    @Test func transformMapsAboutItsAnchor() {
        let t = DisplayTransform(offset: Vector(dx: 10, dy: 0), scaleX: 2, scaleY: 3, anchor: Point(x: 5, y: 5))
        // (7, 5) is 2 right of the anchor: scaled to 4, then offset by 10.
        #expect(t.apply(Point(x: 7, y: 5)) == Point(x: 19, y: 5))
        #expect(t.apply(Rect(x: 5, y: 5, width: 1, height: 1)) == Rect(x: 15, y: 5, width: 2, height: 3))
        let quarter = DisplayTransform(rotation: 90, anchor: Point(x: 0, y: 0))
        let p = quarter.apply(Point(x: 1, y: 0))  // clockwise on a y-down screen: +x goes to +y
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let m = t.matrix()
        #expect(m.a * 7 + m.c * 5 + m.tx == 19 && m.b * 7 + m.d * 5 + m.ty == 5)
    }
}
