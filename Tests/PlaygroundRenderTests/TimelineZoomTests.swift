import Foundation
import Testing
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// `TimelineZoom`: the wheel's window of the history (pure).
@Suite("Timeline zoom") struct TimelineZoomTests {
    @Test func notchesNarrowAndWidenAroundTheTickUnderThePointer() throws {
        let history = 0...1200
        let zoom = try #require(TimelineZoom.zoomed(nil, notches: 2, around: 300, history: history))
        #expect(zoom.span == Int((1200 / 2.25).rounded()), "two notches: 1.5² narrower")
        let ticks = zoom.ticks(in: history)
        // 300 was at 1/4 of the axis and stays at 1/4 of the window.
        #expect(ticks.lowerBound == 300 - Int((0.25 * Double(zoom.span)).rounded()))
        #expect(ticks.upperBound - ticks.lowerBound == zoom.span)
        #expect(zoom.upperTick != nil, "a window inside the history stays put as the head grows")
        #expect(zoom.ticks(in: 0...2000) == ticks)
        // Back out: the whole history (no zoom).
        #expect(TimelineZoom.zoomed(zoom, notches: -2, around: 300, history: history) == nil)
    }

    @Test func theNewestEndFollowsTheHeadAndTheWindowNeverLeavesTheHistory() throws {
        let zoom = try #require(TimelineZoom.zoomed(nil, notches: 1, around: 1200, history: 0...1200))
        #expect(zoom.upperTick == nil, "zoomed at the newest tick: it follows the head")
        #expect(zoom.ticks(in: 0...1500).upperBound == 1500)
        #expect(zoom.ticks(in: 0...1500).lowerBound == 1500 - zoom.span)
        // Deep zoom stops at the minimum span; a history restarted later still gives a window inside it.
        var deep: TimelineZoom? = nil
        for _ in 0..<20 { deep = TimelineZoom.zoomed(deep, notches: 1, around: 10, history: 0...1200) }
        let d = try #require(deep)
        #expect(d.span == TimelineZoom.minimumSpan)
        let narrow = d.ticks(in: 0...1200)
        #expect(narrow.contains(10) && narrow.lowerBound >= 0 && narrow.upperBound - narrow.lowerBound == 60, "\(narrow)")
        let restarted = d.ticks(in: 5000...5100)
        #expect(restarted.lowerBound >= 5000 && restarted.upperBound <= 5100 && !restarted.isEmpty)
        // A short history is never zoomed.
        #expect(TimelineZoom.zoomed(nil, notches: 3, around: 10, history: 0...40) == nil)
    }
}
