import Testing
@testable import ScrollKitCore

/// A gradient's colours and locations, by hand.
@Suite("Display gradients") struct DisplayGradientTests {
    let red = RGBColor(r: 255, g: 0, b: 0)
    let blue = RGBColor(r: 0, g: 0, b: 255)
    let clear = RGBColor(r: 0, g: 0, b: 0, a: 0)
    let white = RGBColor(r: 255, g: 255, b: 255)

    @Test func coloursBetweenStopsMixWithPremultipliedAlpha() {
        let g = DisplayGradient(stops: [.init(red, at: 0), .init(blue, at: 1)], start: Point(x: 0, y: 0), end: Point(x: 0, y: 1))
        // A quarter of the way: 0.75 × 255 = 191.25 → 191, 63.75 → 64.
        #expect(g.color(at: 0.25) == RGBColor(r: 191, g: 0, b: 64))
        // Before the first stop its colour, after the last the last's.
        #expect(g.color(at: -3) == red)
        #expect(g.color(at: 7) == blue)
        // Clear → white half way is white at half alpha (not grey): 127.5 → 128.
        let fade = DisplayGradient(stops: [.init(clear, at: 0), .init(white, at: 1)], start: .zero, end: Point(x: 1, y: 0))
        #expect(fade.color(at: 0.5) == RGBColor(r: 255, g: 255, b: 255, a: 128))
    }

    @Test func stopsAreSortedAndTheSegmentFound() {
        // Given out of order: red at 0.8, white at 0.2, blue at 0.5.
        let g = DisplayGradient(stops: [.init(red, at: 0.8), .init(white, at: 0.2), .init(blue, at: 0.5)], start: .zero, end: Point(x: 1, y: 0))
        #expect(g.stops.map(\.location) == [0.2, 0.5, 0.8])
        // 0.575 is a quarter of the way from blue to red: 63.75 → 64, 191.25 → 191.
        #expect(g.color(at: 0.575) == RGBColor(r: 64, g: 0, b: 191))
        #expect(g.color(at: 0.1) == white)
    }

    @Test func aPointsLocationIsItsProjectionOntoTheLine() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        // Top leading → bottom trailing: the direction (100, 50); the centre is half way.
        let diagonal = DisplayGradient(stops: [.init(red, at: 0)], start: .zero, end: Point(x: 1, y: 1))
        #expect(diagonal.location(of: Point(x: 60, y: 45), in: frame) == 0.5)
        // The top trailing corner: (100·100 + 0·50) / (100² + 50²) = 10000 / 12500 = 0.8.
        #expect(diagonal.location(of: Point(x: 110, y: 20), in: frame) == 0.8)
        // Top → bottom: only y counts; y 30 is 10 of 50 down.
        let down = DisplayGradient(stops: [.init(red, at: 0)], start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        #expect(down.location(of: Point(x: 999, y: 30), in: frame) == 0.2)
        // A line of no length puts everything at 0.
        let dot = DisplayGradient(stops: [.init(red, at: 0)], start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0.5))
        #expect(dot.location(of: Point(x: 0, y: 0), in: frame) == 0)
    }
}
