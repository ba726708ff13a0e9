import Testing
@testable import ScrollKitCore

/// Setup switches (`preset`, `axis`, `deceleration` entries) applied between
/// ticks by `ScenarioRun`: a switch at the start is the same as starting
/// with that setup, and a switch is applied before the tick that delivers
/// its time, not during it.
@Suite struct ScenarioSetupTests {
    static let tick = 1.0 / 120.0

    static func fling(at time: Double) -> ScenarioEvent {
        ScenarioEvent(time: time, kind: .drag(ScenarioDrag(
            from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 0.05)))
    }

    /// Offsets and phases of every tick from `time` on.
    static func trace(_ s: Scenario, from time: Double) throws -> [String] {
        var runner = try ScenarioRunner(scenario: s)
        runner.minimumEndTime = 4
        var out: [String] = []
        runner.run { (t: ScenarioTick) in
            if t.record.time >= time - 1e-9 { out.append("\(t.record.offset) \(t.record.velocity) \(t.record.phase)") }
        }
        return out
    }

    @Test func aDecelerationSwitchIsTheSameAsStartingWithIt() throws {
        var started = Scenario(preset: PresetCatalog.pages, events: [Self.fling(at: 0.5)])
        started.behavior = "free"
        started.deceleration = .fast
        var switched = started
        switched.deceleration = .normal
        switched.events.insert(ScenarioEvent(time: 0.25, kind: .deceleration(.fast)), at: 0)
        var unswitched = switched
        unswitched.events.removeFirst()
        let expected = try Self.trace(started, from: 0.5)
        #expect(try Self.trace(switched, from: 0.5) == expected)
        // The switch matters: normal deceleration coasts further.
        #expect(try Self.trace(unswitched, from: 0.5) != expected)
    }

    @Test func aPresetSwitchLaysOutThePresetAndJumpsToTheStart() throws {
        // pages (free behavior) flung to some offset, then the thirds preset:
        // its default items, axes and behavior, offset 0 on the next tick.
        var s = Scenario(preset: PresetCatalog.pages, events: [Self.fling(at: 0.1), ScenarioEvent(time: 1.5, kind: .preset("thirds"))])
        s.behavior = "free"
        var records: [FrameRecord] = []
        var runner = try ScenarioRunner(scenario: s)
        runner.minimumEndTime = 3
        runner.run { (t: ScenarioTick) in records.append(t.record) }
        let switchTick = Int((1.5 / Self.tick).rounded())         // applied with the engine at this tick
        let before = try #require(records.first { $0.tick == switchTick })
        let after = try #require(records.first { $0.tick == switchTick + 1 })
        #expect(before.offset.x > 0)
        #expect(before.behavior == "free")
        let thirds = PresetCatalog.thirds
        let layout = thirds.makeLayout(thirds.defaultItemCount, thirds.axes, s.window)
        #expect(after.offset == .zero)
        #expect(after.contentSize == layout.contentSize)
        #expect(after.behavior == thirds.defaultBehavior)
        #expect(records.last!.offset == .zero)
    }

    @Test func anAxisSwitchAtTheStartIsTheSameAsStartingWithThoseAxes() throws {
        var horizontal = Scenario(preset: PresetCatalog.rainbow, events: [ScenarioEvent(time: 0.5, kind: .wheel(Vector(dx: 0, dy: -2)))])
        horizontal.axes = .horizontal
        var vertical = horizontal
        vertical.axes = .vertical
        var switched = horizontal
        switched.axes = .vertical
        switched.events.insert(ScenarioEvent(time: 0, kind: .axis(.horizontal)), at: 0)
        let expected = try Self.trace(horizontal, from: 0.5)
        #expect(try Self.trace(switched, from: 0.5) == expected)
        #expect(try Self.trace(vertical, from: 0.5) != expected)
    }
}
