import Foundation
import Testing
import ScrollKitCore
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// The mouse wheel over the timeline zooms a window of the history, driven
/// with xdotool: three notches up around the middle narrow the axis 1.5³
/// times with the middle tick kept in place, a scrub then covers only that
/// window; three notches down give the whole history back (its ends are the
/// first and the newest tick again). The wheel over the timeline does not
/// scroll the lanes. An extension of `WindowSmokeTests`, so that it runs
/// serialized with the other real-window tests.
extension WindowSmokeTests {
    @Test func theWheelOverTheTimelineZoomsTheHistory() throws {
        let w = try WindowDriver(["--timeline", "--exit-after", "60", "--screenshot-dir", "{dir}"])
        try w.wheelDown(6)
        w.wait(1.5)
        try w.key("Return")                   // pause: the head stays put
        w.wait(0.2)
        let plot = TimelineRenderer.plotRect(in: FrameComposer.timelineRect(in: Rect(x: 0, y: 0, width: 390, height: 844)))
        let y = Int(plot.midY)
        let left = Int(plot.minX.rounded(.up)), right = Int(plot.maxX.rounded(.down)), middle = Int(plot.midX.rounded())
        func tick(at x: Int) throws -> Int {
            try w.drag(from: (x, y), to: (x, y), steps: 1)   // a click on the timeline jumps there
            return try w.shownTick()
        }
        func wheel(_ button: Int, _ notches: Int) throws {
            try w.xdo(["mousemove", "--window", w.window, "\(middle)", "\(y)"])
            w.wait(0.1)
            for _ in 0..<notches { try w.xdo(["click", "--window", w.window, "\(button)"]) }
            w.wait(0.2)
        }
        let first = try tick(at: left), newest = try tick(at: right)
        let beforeMiddle = try tick(at: middle)
        try wheel(4, 3)                        // wheel up: zoom in
        let zoomedLeft = try tick(at: left), zoomedRight = try tick(at: right), zoomedMiddle = try tick(at: middle)
        try wheel(5, 3)                        // wheel down: back out
        let outLeft = try tick(at: left), outRight = try tick(at: right)
        let trace = try w.finish()
        let head = Int(try #require(trace.lines.last?["tick"]?.number))

        #expect(first == 0 && newest == head, "unzoomed, the axis is the whole history: \(first)…\(newest), head \(head)")
        // TimelineZoom's formula: span = head / 1.5³, the middle tick keeps its fraction.
        let span = Int((Double(head) / pow(TimelineZoom.factorPerNotch, 3)).rounded())
        let lower = beforeMiddle - Int((Double(beforeMiddle) / Double(head) * Double(span)).rounded())
        #expect(abs(zoomedLeft - lower) <= 2 && abs(zoomedRight - (lower + span)) <= 2,
                "zoomed in: \(zoomedLeft)…\(zoomedRight), expected \(lower)…\(lower + span)")
        #expect(abs(zoomedMiddle - beforeMiddle) <= 2, "the tick under the pointer stays (\(beforeMiddle) → \(zoomedMiddle))")
        #expect(zoomedRight - zoomedLeft < head / 2)
        #expect(outLeft == 0 && outRight == head, "zoomed out again: \(outLeft)…\(outRight)")
        #expect(trace.indices(withInput: "wheel").count == 6, "the wheel over the timeline does not scroll")
        #expect(head > 150, "the wheel's motion made a history to zoom")
    }
}
