import Foundation
import ScrollKitCore

/// The view's host, once per engine tick of every lane (`ScrollViewReactor`):
/// the lane's engine time and scroll state go to the host, which runs the
/// view's clock (debounces, timers, `asyncAfter`) to that time and lays it
/// out; what the view did is kept by lane and tick (`events(lane:tick:)`,
/// for the trace, the HUD and the timeline) and the scrolls it asked for go
/// back to the engine.
extension ViewFileScene: ScrollViewReactor {
    package func react(lane: Int, engine: ScrollEngine) -> [ScrollToRequest] {
        react(lane: lane, engine: engine, within: nil) ?? []
    }

    /// `react(lane:engine:)` that waits for the host at most `budget`
    /// seconds (nil: until the call's limit): nil while the host is still
    /// working on the tick (the window's frame goes on; call again for the
    /// same lane and tick, which waits for the same answer: `isWaiting`).
    package func react(lane: Int, engine: ScrollEngine, within budget: Double?) -> [ScrollToRequest]? {
        let request = lock.withLock { waiting[lane] } ?? tickRequest(lane: lane, engine: engine)
        let answer: ViewTickAnswer
        switch view.answer(request, within: budget) {
        case .waiting:
            lock.withLock { waiting[lane] = request }
            return nil
        case .failed:
            lock.withLock { waiting[lane] = nil }
            return []
        case let .answered(answered):
            lock.withLock { waiting[lane] = nil }
            answer = answered
        }
        return apply(answer, to: request, lane: lane, engine: engine)
    }

    /// True while the host works on a tick it has not answered (`react(lane:engine:within:)`).
    var isWaiting: Bool { lock.withLock { !waiting.isEmpty } }

    /// The tick request of `lane` for `engine`'s newest tick (the tap waiting for it goes with it).
    private func tickRequest(lane: Int, engine: ScrollEngine) -> ViewTickRequest {
        let tap = lock.withLock { taps.removeValue(forKey: lane) }
        var screen = screenRequest
        screen.size = engine.screenSize
        screen.isDark = lock.withLock { storedIsDark ?? screen.isDark }
        nested.stepped(lane: lane, outer: engine)
        let request = ViewTickRequest(
            screen: screen, time: engine.lastRecord.time, lane: lane, tap: tap, scrollStates: nested.states(lane: lane, outer: engine))
        lock.withLock { storedTickedScreen = screen.size }
        return request
    }

    /// Keeps what the view did at `engine`'s tick and returns the scrolls it asked of the lane's engine.
    private func apply(_ answer: ViewTickAnswer, to request: ViewTickRequest, lane: Int, engine: ScrollEngine) -> [ScrollToRequest] {
        let tick = answer.tick
        nested.update(lane: lane, scrollViews: tick.layout.scrollViews, outer: engine, requests: tick.scrollRequests)
        // Under time travel the stage's history keeps the tick: the answer and the nested engines as the tick left them.
        let moment = lock.withLock { requestLog != nil } ? nested.moment(lane: lane) : nil
        lock.withLock {
            nextTimes[lane] = answer.nextTime ?? .infinity
            if requestLog != nil {
                let bytes = requestLog!.log(answer, for: request, tick: engine.tick)
                newestTicks[lane] = (engine.tick, ViewLaneTick(answer: bytes, drawing: request.drawingRequest, nested: moment))
            }
            // A tick not after the lane's newest is a new run: its old future goes.
            if let newest = eventsByLane[lane]?.keys.max(), newest >= engine.tick {
                eventsByLane[lane] = eventsByLane[lane]!.filter { $0.key < engine.tick }
            }
            // The scrolls asked for close the tick's list (`scrollTo (0.0, 1000.0) scrollPosition(id: 10)`).
            let events = tick.events + tick.scrollRequests.map {
                HostedViewEvent(
                    kind: .scrollTo, name: "\($0.scrollView)",
                    value: "(\($0.offset.x), \($0.offset.y)) \($0.reason)" + ($0.animated ? " animated" : ""))
            }
            if !events.isEmpty { eventsByLane[lane, default: [:]][engine.tick] = events }
        }
        // The outermost's scrolls go to the lane's engine (the nested ones' to theirs: `nested.update`).
        // SwiftUI jumps unless the change that asked was animated (`withAnimation`).
        let geometry = engine.geometry
        let uiKit = geometry.convention == .uiKit
        return tick.scrollRequests.filter { $0.scrollView == 0 }.map {
            let reported = Point(
                x: $0.offset.x - (uiKit ? geometry.contentInsets.leading : 0), y: $0.offset.y - (uiKit ? geometry.contentInsets.top : 0))
            return ScrollToRequest(.offset(reported), animated: $0.animated)
        }
    }

    /// What the view did at `tick` of `lane` (callbacks with their values,
    /// then the state they wrote, in the order they ran), empty when nothing.
    package func events(lane: Int, tick: Int) -> [HostedViewEvent] {
        lock.withLock { eventsByLane[lane]?[tick] ?? [] }
    }

    /// The ticks of `lane` at which the view did something, ascending.
    package func eventTicks(lane: Int) -> [Int] {
        lock.withLock { eventsByLane[lane].map { $0.keys.sorted() } ?? [] }
    }

    /// The last `count` events of `lane` at or before `tick`, oldest first, each with its tick.
    private func recentEvents(lane: Int, atOrBefore tick: Int, count: Int) -> [(tick: Int, event: HostedViewEvent)] {
        lock.withLock {
            guard let byTick = eventsByLane[lane] else { return [] }
            var out: [(tick: Int, event: HostedViewEvent)] = []
            for t in byTick.keys.sorted(by: >) where t <= tick {
                for e in byTick[t]!.reversed() {
                    out.append((t, e))
                    if out.count == count { return out.reversed() }
                }
            }
            return out.reversed()
        }
    }

    /// How many of the last events the HUD shows.
    private static let hudEventCount = 4

    /// The HUD's lines for `lane` at `tick`: the last `hudEventCount`
    /// events, oldest first, each with its tick (`t 85  onReceive 182.0`;
    /// a state write by its property alone: `t 85  stopOffset = 182.0`).
    package func hudLines(lane: Int, tick: Int) -> [String] {
        recentEvents(lane: lane, atOrBefore: tick, count: Self.hudEventCount).map {
            let text = $0.event.stateProperty.map { [event = $0.event] in "\($0) = \(event.value)" } ?? $0.event.description
            return "t \($0.tick)  \(text)"
        }
    }

    /// What the running view's host said it approximates or ignores, each
    /// once, in the order said (its stderr's `ViewNote` lines): the HUD's
    /// count and list.
    package var notes: [ViewNote] { view.output.viewNotes }

    /// The ticks of `lane` in `range` at which the view did something.
    package func eventTicks(lane: Int, in range: ClosedRange<Int>) -> [Int] {
        eventTicks(lane: lane).filter(range.contains)
    }

    /// The appearance the next ticks lay the view out in (the window's M
    /// key changes it; the drawing asks for the layout in the appearance
    /// drawn, which the ticks then answer).
    package func setAppearance(isDark: Bool) {
        lock.withLock { storedIsDark = isDark }
    }

    /// A click at `point` (the screen's coordinates) on lane `lane`: its
    /// next tick runs the action of the `Button` there, if any.
    package func tap(at point: Point, lane: Int) {
        lock.withLock { taps[lane] = point }
    }
}
