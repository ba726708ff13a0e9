import Testing
@testable import BehaviorHost
import ScrollKitCore

/// `ViewTickHistory`: which answers the window keeps for time travel and
/// which requests a branch replays. Answers are built by hand (no host).
@Suite struct ViewTickHistoryTests {
    static let screen = ViewLayoutRequest(size: Size(width: 390, height: 844))

    static func request(tick: Int, offset: Double = 0, tap: Point? = nil) -> ViewTickRequest {
        ViewTickRequest(
            screen: screen, time: Double(tick) / 120, lane: 0, tap: tap,
            scrollStates: [.init(offset: Point(x: 0, y: offset), phase: .idle, velocity: Vector(dx: 0, dy: 0))])
    }

    static func answer(_ label: String = "count 0", events: [HostedViewEvent] = [], next: Double? = nil) -> ViewTickAnswer {
        let text = DisplayItem.text(DisplayText(
            lines: [label], frame: Rect(x: 0, y: 0, width: 100, height: 22), fontSize: 17, weight: .regular,
            lineHeight: 22, color: RGBColor(r: 0, g: 0, b: 0, a: 255)))
        let tick = HostedViewTick(events: events, scrollRequests: [], layout: HostedViewLayout(scrollViews: [], displayList: DisplayList([text])))
        return ViewTickAnswer(tick: tick, bytes: tick.encoded(), nextTime: next)
    }

    @Test func idleTicksAreKeptButNotLogged() {
        var history = ViewTickHistory(capacity: 100)
        history.keep(Self.answer(), for: Self.request(tick: 1), tick: 1)
        history.keep(Self.answer(), for: Self.request(tick: 2), tick: 2)  // idle: only its time differs
        history.keep(Self.answer(), for: Self.request(tick: 3, offset: 5), tick: 3)  // scrolled
        history.keep(Self.answer(), for: Self.request(tick: 4, offset: 5, tap: Point(x: 1, y: 1)), tick: 4)  // a tap
        history.keep(Self.answer("count 1", events: [HostedViewEvent(kind: "state", name: "V.count", value: "1")]),
                     for: Self.request(tick: 5, offset: 5), tick: 5)  // the view reacted
        #expect(history.log.map(\.tick) == [1, 3, 4, 5])
        #expect((1...5).allSatisfy { history.answer(lane: 0, tick: $0) != nil })
    }

    @Test func aTickAtWhichScheduledWorkFellDueIsLogged() {
        var history = ViewTickHistory(capacity: 100)
        // After tick 1 an action waits until 2/120 s: tick 2 runs it, even if nothing shows.
        history.keep(Self.answer(next: 2.0 / 120), for: Self.request(tick: 1), tick: 1)
        history.keep(Self.answer(next: 10.0 / 120), for: Self.request(tick: 2), tick: 2)
        history.keep(Self.answer(next: 10.0 / 120), for: Self.request(tick: 3), tick: 3)  // nothing due by 3/120
        #expect(history.log.map(\.tick) == [1, 2])
    }

    @Test func answersBeyondTheCapacityGoAndEqualAnswersShareStorage() {
        var history = ViewTickHistory(capacity: 2)
        for tick in 1...4 { history.keep(Self.answer(), for: Self.request(tick: tick, offset: Double(tick)), tick: tick) }
        #expect(history.answer(lane: 0, tick: 2) == nil)
        #expect(history.answer(lane: 0, tick: 3) != nil && history.answer(lane: 0, tick: 4) != nil)
        let bytes = Self.answer().bytes.count
        // Two equal answers: one copy of the bytes, and four logged requests.
        #expect(history.byteCount == bytes + 4 * MemoryLayout<ViewTickHistory.Sent>.stride)
    }

    @Test func aBranchForgetsTheFutureAndTheNextTickIsLogged() {
        var history = ViewTickHistory(capacity: 100)
        for tick in 1...5 { history.keep(Self.answer(), for: Self.request(tick: tick, offset: Double(tick)), tick: tick) }
        history.removeAfter(2)
        #expect(history.log.map(\.tick) == [1, 2])
        #expect(history.answer(lane: 0, tick: 3) == nil)
        // The branch's first tick repeats tick 2's request but for its time: logged all the same.
        history.keep(Self.answer(), for: Self.request(tick: 3, offset: 2), tick: 3)
        #expect(history.log.map(\.tick) == [1, 2, 3])
    }
}
