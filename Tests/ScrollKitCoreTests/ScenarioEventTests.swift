import PropertyBased
import Testing
@testable import ScrollKitCore

@Suite struct ScenarioEventTests {
    typealias S = ScenarioTestSupport
    static let tick = 1.0 / 120.0

    /// The delivery tick of an event at `time` (ScrollEngine's rule).
    static func deliveryTick(_ time: Double, tick: Double = tick) -> Int {
        Int((time / tick + 1e-9).rounded(.down)) + 1
    }

    static func scenario(_ events: [ScenarioEvent], tick: Double = tick) -> Scenario {
        var s = Scenario(preset: PresetCatalog.rainbow, events: events)
        s.tick = tick
        return s
    }

    static func pointer(_ e: TimedInputEvent) -> (PointerAction, Point)? {
        if case let .pointer(action, p, _) = e.event { return (action, p) }
        return nil
    }

    // MARK: Drag

    @Test func dragExpandsIntoDownOneMovePerTickHoldAndUp() throws {
        // 150 px in 0.12 s at 120 Hz: n = ⌈0.12 × 120⌉ = ⌈14.4⌉ = 15 moves.
        let drag = ScenarioDrag(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), duration: 0.12, hold: 0.2)
        #expect(drag.moveCount(tickLength: Self.tick) == 15)
        let events = Self.scenario([ScenarioEvent(time: 0.1, kind: .drag(drag))]).inputEvents
        #expect(events.count == 17)

        let down = try #require(Self.pointer(events[0]))
        #expect(down.0 == .down && down.1 == Point(x: 300, y: 400) && events[0].time == 0.1)
        for k in 1...15 {
            let move = try #require(Self.pointer(events[k]))
            #expect(move.0 == .move)
            #expect(abs(events[k].time - (0.1 + Double(k) / 120)) < 1e-12)
            // On the path: x = 300 − 150·min(1, (k/120)/0.12) = 300 − 150·k/14.4 for k ≤ 14.
            let expectedX = k == 15 ? 150 : 300 - 150 * Double(k) / 14.4
            #expect(abs(move.1.x - expectedX) < 1e-9, "move \(k): \(move.1.x) vs \(expectedX)")
            #expect(move.1.y == 400)
            // One move per engine tick: move k arrives on the k-th tick after the down's.
            #expect(Self.deliveryTick(events[k].time) == Self.deliveryTick(0.1) + k)
        }
        #expect(abs(try #require(Self.pointer(events[1])).1.x - 289.58333333333333) < 1e-9)
        let up = try #require(Self.pointer(events[16]))
        #expect(up.0 == .up && up.1 == Point(x: 150, y: 400))
        // Up at the last move's time plus the hold: 0.1 + 15/120 + 0.2 = 0.425.
        #expect(abs(events[16].time - 0.425) < 1e-12)
        #expect(abs(try #require(Self.scenario([ScenarioEvent(time: 0.1, kind: .drag(drag))]).lastEventTime) - 0.425) < 1e-12)
    }

    @Test func dragOfAWholeNumberOfTicksStaysOnThePath() throws {
        // 0.1 s = exactly 12 ticks: every move, the last included, is at k/12 of the way.
        let drag = ScenarioDrag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 300), duration: 0.1)
        #expect(drag.moveCount(tickLength: Self.tick) == 12)
        let events = drag.events(startingAt: 0.5, tickLength: Self.tick)
        #expect(events.count == 14)
        for k in 1...12 {
            let p = try #require(Self.pointer(events[k])).1
            #expect(abs(p.x - (300 - 200 * Double(k) / 12)) < 1e-9)
            #expect(abs(p.y - (400 - 100 * Double(k) / 12)) < 1e-9)
        }
        // No hold: the up comes with the last move, on the same tick.
        #expect(events[13].time == events[12].time)
        #expect(Self.pointer(events[13])?.0 == .up)
    }

    @Test func dragShorterThanATickMovesOnce() throws {
        let drag = ScenarioDrag(from: .zero, to: Point(x: 10, y: 0), duration: 0.001)
        let events = drag.events(startingAt: 0, tickLength: Self.tick)
        #expect(events.count == 3)
        #expect(Self.pointer(events[1])?.1 == Point(x: 10, y: 0))
        #expect(abs(events[1].time - Self.tick) < 1e-15)
    }

    @Test func dragExpansionHoldsForAnyDragAndTick() async {
        await propertyCheck(
            count: 300,
            input: Gen.double(in: 0...10), Gen.double(in: 0.001...2), Gen.double(in: 0...1),
            Gen.double(in: 0.001...0.05), Gen.double(in: -2000...2000), Gen.double(in: -2000...2000)
        ) { at, duration, hold, tick, dx, dy in
            let from = Point(x: 100, y: 200)
            let to = Point(x: 100 + dx, y: 200 + dy)
            let drag = ScenarioDrag(from: from, to: to, duration: duration, hold: hold)
            let events = drag.events(startingAt: at, tickLength: tick)
            let n = drag.moveCount(tickLength: tick)
            // n = ⌈duration / tick⌉: the moves cover the duration, and n − 1 ticks do not.
            #expect(Double(n) * tick >= duration - 1e-9)
            #expect(Double(n - 1) * tick < duration + 1e-9)
            #expect(events.count == n + 2)
            #expect(Self.pointer(events.first!)?.0 == .down)
            #expect(Self.pointer(events.last!)?.0 == .up)
            #expect(Self.pointer(events.last!)?.1 == to)
            #expect(Self.pointer(events[n])?.1 == to)
            let downTick = Self.deliveryTick(at, tick: tick)
            for k in 1...n {
                let p = Self.pointer(events[k])!.1
                // On the segment from → to, at the fraction min(1, k·tick/duration).
                let f = min(1, Double(k) * tick / duration)
                #expect(abs(p.x - (from.x + dx * f)) < 1e-6 && abs(p.y - (from.y + dy * f)) < 1e-6)
                // Exactly one move per engine tick after the down's tick.
                #expect(Self.deliveryTick(events[k].time, tick: tick) == downTick + k)
            }
            #expect(abs(events.last!.time - (at + Double(n) * tick + hold)) < 1e-9)
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        }
    }

    // MARK: Wheel, precise, bursts

    @Test func wheelStepsEqualPrecise() {
        let events = Self.scenario([ScenarioEvent(time: 0.25, kind: .wheel(Vector(dx: 0, dy: -3)))]).inputEvents
        #expect(events == [TimedInputEvent(time: 0.25, event: .wheel(steps: Vector(dx: 0, dy: -3), precise: Vector(dx: 0, dy: -3)))])
        #expect(events[0].event.traceDescription == "wheel 0 -3")
    }

    @Test func preciseBurstsCarrySDLsAccumulatedSteps() {
        // SDL 2.26: accumulate, report the whole part, keep the fraction.
        // −1.5, −3.0, −4.5, −6.0 accumulated → steps −1, −2, −1, −2.
        let burst = ScenarioEvent(time: 1, kind: .precise(Vector(dx: 0, dy: -1.5)), repeatCount: 4, interval: 0.008)
        let events = Self.scenario([burst]).inputEvents
        #expect(events.count == 4)
        #expect(zip(events.map(\.time), [1.0, 1.008, 1.016, 1.024]).allSatisfy { abs($0 - $1) < 1e-12 })
        let steps: [Double] = events.map {
            guard case let .wheel(steps, precise) = $0.event else { return .nan }
            return precise == Vector(dx: 0, dy: -1.5) ? steps.dy : .nan
        }
        #expect(steps == [-1, -2, -1, -2])
        #expect(events[0].event.traceDescription == "precise 0 -1.5")
    }

    @Test func preciseAccumulatorResetsWhenTheSignChanges() {
        // +0.6 → 0 (0.6 kept), +0.6 → 1 (0.2 kept), −0.5 → reset, 0 (−0.5 kept), −0.7 → −1 (−0.2 kept).
        var accumulator = WheelAccumulator()
        let ys = [0.6, 0.6, -0.5, -0.7].map { accumulator.add(Vector(dx: 0, dy: $0)).dy }
        #expect(ys == [0, 1, 0, -1])
        // Both axes are independent.
        var both = WheelAccumulator()
        #expect(both.add(Vector(dx: 1.25, dy: -0.25)) == Vector(dx: 1, dy: 0))
        #expect(both.add(Vector(dx: 1.25, dy: -0.75)) == Vector(dx: 1, dy: -1)) // x: 0.25 + 1.25 = 1.5 → 1
    }

    @Test func keyBurstsRepeatTheKey() {
        let events = Self.scenario([ScenarioEvent(time: 0, kind: .key(.down, shift: true), repeatCount: 3, interval: 0.5)]).inputEvents
        #expect(events == [0.0, 0.5, 1.0].map { TimedInputEvent(time: $0, event: .key(.down, shift: true)) })
        #expect(Self.scenario([ScenarioEvent(time: 0, kind: .key(.down, shift: true), repeatCount: 3, interval: 0.5)]).lastEventTime == 1.0)
    }

    @Test func otherEventsMapOneToOne() {
        let request = ScrollToRequest(.item(id: 4, anchor: .top), animated: false)
        let events = Self.scenario([
            ScenarioEvent(time: 0.1, kind: .pointer(.down, Point(x: 1, y: 2), finger: 1)),
            ScenarioEvent(time: 0.2, kind: .resize(Size(width: 844, height: 390))),
            ScenarioEvent(time: 0.3, kind: .scrollTo(request)),
            ScenarioEvent(time: 0.4, kind: .behavior("paging")),
        ]).inputEvents
        #expect(events == [
            TimedInputEvent(time: 0.1, event: .pointer(.down, Point(x: 1, y: 2), finger: 1)),
            TimedInputEvent(time: 0.2, event: .resize(Size(width: 844, height: 390))),
            TimedInputEvent(time: 0.3, event: .scrollTo(request)),
            TimedInputEvent(time: 0.4, event: .setBehavior("paging")),
        ])
    }

    @Test func overlappingEntriesInterleaveByTimeAndKeepFileOrderOnTies() throws {
        // A drag from 0 to 0.1 and a wheel notch at 0.05 listed after it.
        let drag = ScenarioDrag(from: .zero, to: Point(x: 0, y: 100), duration: 0.1)
        let events = Self.scenario([
            ScenarioEvent(time: 0, kind: .drag(drag)),
            ScenarioEvent(time: 0.05, kind: .wheel(Vector(dx: 0, dy: 1))),
            ScenarioEvent(time: 0.1, kind: .key(.home, shift: false)),
        ]).inputEvents
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        let wheelIndex = try #require(events.firstIndex { if case .wheel = $0.event { return true } else { return false } })
        #expect(events[wheelIndex - 1].time <= 0.05 && events[wheelIndex + 1].time > 0.05)
        // At t = 0.1 the drag's last move and up (file order first) come before the key.
        let atTen = events.filter { abs($0.time - 0.1) < 1e-12 }.map(\.event.traceDescription)
        #expect(atTen == ["pointer move 0 100", "pointer up 0 100", "key home"])
    }

    @Test func lastEventTimeIsTheLatestRawEvent() {
        let drag = ScenarioDrag(from: .zero, to: Point(x: 0, y: 100), duration: 0.1, hold: 0.5)
        let s = Self.scenario([
            ScenarioEvent(time: 0, kind: .drag(drag)),
            ScenarioEvent(time: 0.2, kind: .wheel(Vector(dx: 0, dy: 1)), repeatCount: 2, interval: 0.1),
        ])
        // Drag: 0 + 12/120 + 0.5 = 0.6; burst: 0.2 + 0.1 = 0.3.
        #expect(abs(s.lastEventTime! - 0.6) < 1e-12)
        #expect(abs(s.inputEvents.last!.time - 0.6) < 1e-12)
    }
}
