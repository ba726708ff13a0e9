import Foundation
import ScrollKitCore
import Testing
import PlaygroundTestSupport

/// A horizontal rail inside a vertical feed (examples/views/NestedRail.swift)
/// in the real window under a private Xvfb, driven by xdotool: a horizontal
/// drag over the rail moves the rail alone (its own engine, view-aligned on
/// its cards), a vertical drag that starts over the rail moves the feed
/// alone, and the rail keeps its offset while the feed moves.
/// (Named …WindowSmokeTests so that `make test` runs it with the other
/// real-window tests, one at a time.)
///
/// Layout (390 × 844, no safe area): section 0 is y 0 … 200, the rail
/// y 216 … 396 (16 apart), its cards 240 wide and 12 apart: card i starts
/// at x = 252 i − (the rail's offset).
@Suite(.serialized) struct NestedScrollWindowSmokeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let example = root + "/examples/views/NestedRail.swift"

    /// The colour of card `i` (the example's `Color(hue: i / 10, saturation: 0.7, brightness: 0.9)`).
    static func card(_ i: Int) -> RGBColor { RGBColor(hue: Double(i) / 10, saturation: 0.7, brightness: 0.9) }

    static func pixel(_ shot: String, _ x: Int, _ y: Int) throws -> [Int] {
        let convert = try #require(Tools.find("convert"))
        let format = "%[fx:int(255*p{\(x),\(y)}.r)],%[fx:int(255*p{\(x),\(y)}.g)],%[fx:int(255*p{\(x),\(y)}.b)]"
        let run = try Tools.run(convert, [shot, "-format", format, "info:"])
        return run.stdout.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    static func near(_ channels: [Int], _ color: RGBColor) -> Bool {
        channels.count == 3 && abs(channels[0] - Int(color.r)) <= 3 && abs(channels[1] - Int(color.g)) <= 3 && abs(channels[2] - Int(color.b)) <= 3
    }

    @Test func aHorizontalDragMovesTheRailAndAVerticalOneTheFeed() throws {
        let w = try WindowDriver(["--view-file", Self.example, "--no-hud", "--exit-after", "60"])
        let importTool = try #require(Tools.find("import"))
        // A fling leftward over the rail: 200 points in about 0.13 s.
        try w.drag(from: (300, 300), to: (100, 300))
        w.wait(1.5)
        let railShot = w.file("rail.png")
        try Tools.run(importTool, ["-window", w.window, railShot], environment: w.server.environment)
        // A slow upward drag that starts over the rail, held still before the release.
        try w.xdo(["mousemove", "--window", w.window, "200", "380", "mousedown", "1"])
        w.wait(0.05)
        for y in stride(from: 360, through: 180, by: -20) {
            try w.xdo(["mousemove", "--window", w.window, "200", "\(y)"])
            w.wait(0.03)
        }
        w.wait(0.3)
        try w.xdo(["mouseup", "1"])
        w.wait(1.5)
        let feedShot = w.file("feed.png")
        try Tools.run(importTool, ["-window", w.window, feedShot], environment: w.server.environment)
        let trace = try w.finish()

        // The window's trace is the feed's engine: the rail's drag never reached it (its inputs
        // went to the rail's engine), though the window ticked while the rail moved.
        let down = trace.indices(withInput: "pointer down")
        try #require(down.count == 1, "the feed saw one press, the vertical drag's")
        // The rail's settle alone lasts about half a second (60 ticks); the drag's own
        // ticks may be none (a loaded window pumps the whole drag in one frame), so
        // the bound is 0.2 s: a window that never ticked for the rail has 0.
        #expect(down[0] > 24, "the window did not tick while the rail moved (\(down[0]) ticks)")
        #expect(trace.offsets[..<down[0]].allSatisfy { $0 == Point(x: 0, y: 0) }, "the rail's drag moved the feed")
        // The vertical drag: 200 points less the 18-point touch slop, released still.
        let final = try #require(trace.offsets.last)
        #expect(final.x == 0)
        #expect(abs(final.y - 182) <= 2, "the feed rests where the finger left it (\(final.y))")
        // The rail came to rest on card 1 (view-aligned; a fling of L = 390 reaches the next edge, 252):
        // card 1 fills x 0 … 240 of the rail, card 0 is gone.
        #expect(Self.near(try Self.pixel(railShot, 30, 250), Self.card(1)), "card 1 is not at the rail's leading edge")
        #expect(Self.near(try Self.pixel(railShot, 270, 250), Self.card(2)), "card 2 does not follow 12 points after")
        // After the feed moved by 182 the rail sits at y 34 … 214 and still shows card 1 first.
        #expect(Self.near(try Self.pixel(feedShot, 30, 100), Self.card(1)), "the rail lost its offset when the feed moved")
        w.keep("rail.png", as: "nested-rail-after-drag.png")
    }
}
