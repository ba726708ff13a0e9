import Testing
@testable import ScrollKitCore

/// `ScrollViewReactor` in a scenario run (a view file's host stands behind
/// it in the program; here a fixed script does): it sees every lane's tick
/// in order, its scroll requests are performed on the next tick, and qa's
/// `view` and `view-event` checks read what it says the view did.
@Suite struct ScrollViewReactorTests {
    /// Says the view wrote `Screen.stopOffset = 640.0` on tick 20, ran
    /// `onReceive 640.0` on tick 30, and asks for a jump to 500 on tick 10.
    struct Script: ScrollViewReactor {
        let seen = Box()

        final class Box: @unchecked Sendable {
            var ticks: [(lane: Int, tick: Int, time: Double)] = []
        }

        func react(lane: Int, engine: ScrollEngine) -> [ScrollToRequest] {
            seen.ticks.append((lane, engine.tick, engine.lastRecord.time))
            return engine.tick == 10 ? [ScrollToRequest(.offset(Point(x: 0, y: 500)), animated: false)] : []
        }

        func events(lane: Int, tick: Int) -> [HostedViewEvent] {
            switch tick {
            case 20: return [HostedViewEvent(kind: .state, name: "Screen.stopOffset", value: "640.0")]
            case 30: return [HostedViewEvent(kind: .onReceive, name: "CGFloat", value: "640.0")]
            default: return []
            }
        }
    }

    static func scenario(expect: String) throws -> Scenario {
        try Scenario.parse(text: """
            {"version": 1, "name": "react", "preset": "rainbow", "window": [390, 844], "behavior": "free",
             "events": [], "end": 0.5, "expect": [\(expect)]}
            """, fileName: "react.json")
    }

    @Test func everyTickReachesTheReactorInOrderAndItsScrollRunsOnTheNextTick() throws {
        let script = Script()
        let runner = try ScenarioRunner(scenario: Self.scenario(expect: "")).reacting(script)
        var offsets: [Int: Double] = [:]
        _ = runner.run { (tick: ScenarioTick) in offsets[tick.record.tick] = tick.record.offset.y }
        // 0.5 s of 1/120 s ticks: 60, each once, in order, time never going back.
        #expect(script.seen.ticks.map(\.tick) == Array(1...60))
        #expect(zip(script.seen.ticks, script.seen.ticks.dropFirst()).allSatisfy { $0.time < $1.time })
        #expect(script.seen.ticks.allSatisfy { $0.lane == 0 })
        // Asked after tick 10, performed (a jump) on tick 11.
        #expect(offsets[10] == 0)
        #expect(offsets[11] == 500)
    }

    @Test func reactorLaneNumbersTheRunsLanes() throws {
        let script = Script()
        var runner = try ScenarioRunner(scenario: Self.scenario(expect: "")).reacting(script)
        runner.reactorLane = 4
        _ = runner.run { (_: ScenarioTick) in }
        #expect(Set(script.seen.ticks.map(\.lane)) == [4])
    }

    @Test func viewChecksReadWhatTheViewDid() throws {
        let checks = """
            {"at": 0.2, "view": "stopOffset", "equals": 640},
            {"at": 0.2, "view": "Screen.stopOffset", "equals": "640.0"},
            {"at": 0.1, "view": "stopOffset", "equals": 640},
            {"at": 0.2, "view": "stopOffset", "equals": 641, "tolerance": 0.5},
            {"view-event": "onReceive", "value": 640, "from": 0.24, "to": 0.26, "count": 1},
            {"view-event": "onReceive", "to": 0.24},
            {"view-event": "onChange"}
            """
        let verdict = try ScenarioRunner(scenario: Self.scenario(expect: checks)).reacting(Script()).check()
        // Tick 24 (t = 0.2) is after the write on tick 20; tick 12 (0.1) before it.
        #expect(verdict.failures.map(\.index) == [2, 3, 5, 6])
        let messages = verdict.failures.map(\.message)
        #expect(messages[0] == "expected the view's stopOffset = 640 at t=0.1, but the view never wrote stopOffset (it wrote no state)")
        #expect(messages[1] == "expected the view's stopOffset = 641 at t=0.2, Screen.stopOffset was 640.0")
        #expect(messages[2] == "expected onReceive between t=0 and t=0.24; onReceive ran with 640.0 at t=0.25")
        #expect(messages[3] == "expected onChange between t=0 and the end (t=0.5); onChange never ran")
    }

    @Test func viewChecksAreParsedWithClearErrors() throws {
        let missing = #expect(throws: ScenarioError.self) { try Self.scenario(expect: #"{"at": 1, "view": "stopOffset"}"#) }
        #expect(missing?.description.contains("expect[0].equals is missing") == true, "\(String(describing: missing))")
        let misplaced = #expect(throws: ScenarioError.self) { try Self.scenario(expect: #"{"view-event": "onReceive", "equals": 3}"#) }
        #expect(misplaced?.description.contains("expect[0].equals is not used by a view-event check") == true, "\(String(describing: misplaced))")
    }

    @Test func aTickCrossesTheProcessBoundaryExactly() throws {
        let layout = HostedViewLayout(scrollViews: [], displayList: DisplayList())
        let tick = HostedViewTick(
            events: [HostedViewEvent(kind: .onReceive, name: "CGFloat", value: "182.0"),
                     HostedViewEvent(kind: .state, name: "Screen.stopOffset", value: "182.0")],
            scrollRequests: [HostedScrollRequest(scrollView: 0, offset: Point(x: 0, y: 1000.125), reason: "scrollPosition(id: 10)", animated: true)],
            layout: layout)
        #expect(try HostedViewTick(decoding: tick.encoded()) == tick)
        #expect(tick.events.map(\.description) == ["onReceive 182.0", "Screen.stopOffset = 182.0"])
        #expect(tick.events[1].stateProperty == "stopOffset")
        #expect(throws: DisplayListDecodingError.self) { try HostedViewTick(decoding: Array(tick.encoded().dropLast(3))) }
    }
}
