import Testing
@testable import UserCodeHost
import ScrollKitCore

/// `ViewRequestLog`: which requests a branch replays, and which answers
/// share storage in the stage's history. Answers are built by hand (no host).
@Suite struct ViewRequestLogTests {
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

    @Test func idleTicksAreNotLogged() {
        var log = ViewRequestLog()
        log.log(Self.answer(), for: Self.request(tick: 1), tick: 1)
        log.log(Self.answer(), for: Self.request(tick: 2), tick: 2)  // idle: only its time differs
        log.log(Self.answer(), for: Self.request(tick: 3, offset: 5), tick: 3)  // scrolled
        log.log(Self.answer(), for: Self.request(tick: 4, offset: 5, tap: Point(x: 1, y: 1)), tick: 4)  // a tap
        log.log(Self.answer("count 1", events: [HostedViewEvent(kind: .state, name: "V.count", value: "1")]),
                for: Self.request(tick: 5, offset: 5), tick: 5)  // the view reacted
        #expect(log.sent.map(\.tick) == [1, 3, 4, 5])
    }

    @Test func aTickAtWhichScheduledWorkFellDueIsLogged() {
        var log = ViewRequestLog()
        // After tick 1 an action waits until 2/120 s: tick 2 runs it, even if nothing shows.
        log.log(Self.answer(next: 2.0 / 120), for: Self.request(tick: 1), tick: 1)
        log.log(Self.answer(next: 10.0 / 120), for: Self.request(tick: 2), tick: 2)
        log.log(Self.answer(next: 10.0 / 120), for: Self.request(tick: 3), tick: 3)  // nothing due by 3/120
        #expect(log.sent.map(\.tick) == [1, 2])
    }

    @Test func anAnswerEqualToTheTickBeforeSharesItsStorage() {
        var log = ViewRequestLog()
        let first = log.log(Self.answer(), for: Self.request(tick: 1), tick: 1)
        let second = log.log(Self.answer(), for: Self.request(tick: 2, offset: 2), tick: 2)
        let third = log.log(Self.answer("count 1"), for: Self.request(tick: 3, offset: 3), tick: 3)
        // Separately encoded, equal bytes: one storage.
        #expect(ViewLaneTick.shares(first, second))
        #expect(!ViewLaneTick.shares(second, third))
        // Not the tick before (a gap): not shared.
        let fifth = log.log(Self.answer("count 1"), for: Self.request(tick: 5, offset: 5), tick: 5)
        #expect(fifth == third && !ViewLaneTick.shares(third, fifth))
    }

    @Test func aBranchForgetsTheFutureAndTheNextTickIsLogged() {
        var log = ViewRequestLog()
        for tick in 1...5 { log.log(Self.answer(), for: Self.request(tick: tick, offset: Double(tick)), tick: tick) }
        log.removeAfter(2)
        #expect(log.sent.map(\.tick) == [1, 2])
        // The branch's first tick repeats tick 2's request but for its time: logged all the same.
        log.log(Self.answer(), for: Self.request(tick: 3, offset: 2), tick: 3)
        #expect(log.sent.map(\.tick) == [1, 2, 3])
        log.clear()
        #expect(log.sent.isEmpty)
    }
}
