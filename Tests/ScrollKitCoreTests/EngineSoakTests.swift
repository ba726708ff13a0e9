import Foundation
import PropertyBased
import Testing
@testable import ScrollKitCore

/// The random soak (no input sequence may break an invariant): one engine driven for many ticks by random
/// drags, wheel notches, trackpad bursts, keys, resizes and behavior,
/// preset and axis switches, checking invariants after every tick:
///
/// - every number of the record is finite, the hue is in [0, 1);
/// - the phase is the one the activity implies (`ScrollActivityKind`'s docs);
/// - at rest with nothing pending, the offset is within the scroll bounds;
/// - a `paging` motion that ends where its decision said rests on a page
///   boundary (a multiple of the container length, or an end of the content);
/// - memory stays flat (resident size at the end within 16 MB of the size
///   after the first tenth; checked in the full-length run only).
///
/// `make soak` runs it for `SOAK_TICKS` (default there: 1,000,000) ticks; the
/// normal test run uses 40,000 (a few seconds). Time is the engine's: no sleeps.
@Suite struct EngineSoakTests {
    static var ticks: Int {
        ProcessInfo.processInfo.environment["SOAK_TICKS"].flatMap(Int.init) ?? 40_000
    }

    static func phase(for activity: ScrollActivityKind) -> ScrollPhase {
        switch activity {
        case .idle: .idle
        case .hold: .tracking
        case .drag, .precise: .interacting
        case .ballistic, .bounce: .decelerating
        case .snap, .wheel, .program: .animating
        }
    }

    /// Resident memory of this process, bytes (Linux; 0 elsewhere).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * 4096
    }

    /// Peak resident memory of this process (VmHWM), bytes.
    static func peakBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    @Test func randomSoakKeepsEveryInvariant() {
        let total = Self.ticks
        let full = total >= 100_000
        var rng = SplitMix64(seed: 0x5EED_1313)
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }

        var preset = PresetCatalog.pages
        var axes = preset.axes
        var container = preset.defaultWindow
        var itemCount = min(preset.defaultItemCount, 2_000)
        var behaviorName = "paging"
        var engine = ScrollEngine(
            configuration: ScrollConfiguration(axes: axes), layout: preset.makeLayout(itemCount, axes, container),
            containerSize: container, behavior: BehaviorCatalog.behavior(named: behaviorName)!)

        var failures = 0
        func fail(_ message: @autoclosure () -> String, tick: Int) {
            failures += 1
            if failures <= 10 { Issue.record("tick \(tick): \(message())") }
        }

        var motionIsClean = true        // no switch or resize since the motion began
        var pagingDecision: TargetDecision?
        var previousPhase = ScrollPhase.idle
        var baseline = 0
        var counts = [String: Int]()
        let clock = ContinuousClock()
        let start = clock.now

        for tick in 1...total {
            let now = engine.time
            // Random input, about one event every 20 ticks.
            if engine.pendingEventCount == 0, chance(0.05) {
                let roll = Int.random(in: 0..<100, using: &rng)
                let p = { Point(x: number(0...container.width), y: number(0...container.height)) }
                switch roll {
                case 0..<25:
                    let from = p()
                    let to = Point(x: from.x + number(-500...500), y: from.y + number(-500...500))
                    engine.enqueue(contentsOf: EngineTestSupport.drag(
                        from: from, to: to, start: now + 0.001, duration: number(0.02...0.4),
                        hold: chance(0.2) ? number(0...0.3) : 0))
                    counts["drag", default: 0] += 1
                case 25..<40:
                    engine.enqueue(TimedInputEvent(time: now + 0.001, event: .wheel(
                        steps: Vector(dx: 0, dy: Double(Int.random(in: -3...3, using: &rng))), precise: .zero)))
                    counts["wheel", default: 0] += 1
                case 40..<52:
                    let d = Vector(dx: number(-8...8), dy: number(-8...8))
                    for i in 0..<Int.random(in: 3...40, using: &rng) {
                        engine.enqueue(TimedInputEvent(time: now + 0.001 + Double(i) * 0.008, event: .wheel(steps: .zero, precise: d)))
                    }
                    counts["precise", default: 0] += 1
                case 52..<60:
                    let key = [Key.pageDown, .pageUp, .home, .end, .up, .down, .left, .right, .space][Int.random(in: 0..<9, using: &rng)]
                    engine.enqueue(TimedInputEvent(time: now + 0.001, event: .key(key)))
                    counts["key", default: 0] += 1
                case 60..<72:
                    container = Size(width: number(100...1400).rounded(), height: number(100...1400).rounded())
                    engine.enqueue(TimedInputEvent(time: now + 0.001, event: .resize(container)))
                    motionIsClean = false
                    counts["resize", default: 0] += 1
                case 72..<84:
                    // Paging half the time, so its resting invariant is checked often.
                    behaviorName = chance(0.5) ? "paging"
                        : BehaviorCatalog.names[Int.random(in: 0..<BehaviorCatalog.names.count, using: &rng)]
                    engine.setBehavior(BehaviorCatalog.behavior(named: behaviorName)!)
                    motionIsClean = false
                    counts["behavior", default: 0] += 1
                case 84..<92:
                    preset = PresetCatalog.all[Int.random(in: 0..<PresetCatalog.all.count, using: &rng)]
                    itemCount = min(preset.defaultItemCount, 2_000)
                    let layout = preset.makeLayout(itemCount, axes, engine.geometry.containerSize)
                    engine.updateLayout { $0 = layout }
                    motionIsClean = false
                    counts["preset", default: 0] += 1
                default:
                    axes = [Axes.vertical, .horizontal, .both][Int.random(in: 0..<3, using: &rng)]
                    engine.setAxes(axes)
                    let layout = preset.makeLayout(itemCount, axes, engine.geometry.containerSize)
                    engine.updateLayout { $0 = layout }
                    motionIsClean = false
                    counts["axis", default: 0] += 1
                }
            }

            let r = engine.step()
            let numbers = [r.offset.x, r.offset.y, r.velocity.dx, r.velocity.dy, r.containerSize.width,
                           r.containerSize.height, r.contentSize.width, r.contentSize.height, r.hue, r.time]
            if !numbers.allSatisfy(\.isFinite) { fail("a non-finite number: \(r.traceLine)", tick: tick) }
            if !(r.hue >= 0 && r.hue < 1) { fail("hue \(r.hue) outside [0, 1)", tick: tick) }
            if r.phase != Self.phase(for: r.activity) {
                fail("phase \(r.phase) with activity \(r.activity)", tick: tick)
            }
            if previousPhase == .idle && r.phase != .idle {
                motionIsClean = true
                pagingDecision = nil
            }
            if let decision = r.decision, decision.behavior == "paging" { pagingDecision = decision }
            if r.phase == .idle && engine.pendingEventCount == 0 {
                let g = engine.geometry
                for axis in [Axis.horizontal, .vertical] {
                    let value = r.offset[axis]
                    if value < g.minOffset(axis) - 0.5 || value > g.maxOffset(axis) + 0.5 {
                        fail("at rest at \(value) on \(axis), outside [\(g.minOffset(axis)), \(g.maxOffset(axis))]", tick: tick)
                    }
                }
                if previousPhase != .idle, motionIsClean, behaviorName == "paging", let decision = pagingDecision,
                   abs(decision.adjusted[axes.primary] - r.offset[axes.primary]) < 0.5 {
                    let axis = axes.primary
                    let length = g.containerSize[axis]
                    let value = r.offset[axis] - g.minOffset(axis)
                    let page = (value / length).rounded() * length
                    let onBoundary = abs(value - page) < 0.5 || abs(r.offset[axis] - g.maxOffset(axis)) < 0.5
                        || abs(r.offset[axis] - g.minOffset(axis)) < 0.5
                    if !onBoundary { fail("paging rested at \(r.offset[axis]), not on a page of \(length)", tick: tick) }
                    counts["paging rests checked", default: 0] += 1
                }
            }
            previousPhase = r.phase
            if tick == total / 10 { baseline = Self.residentBytes() }
        }
        let elapsed = clock.now - start
        let growth = Self.residentBytes() - baseline
        print("soak: \(total) ticks in \(elapsed), peak resident \(Self.peakBytes() / 1_048_576) MB, growth after the first tenth \(growth / 1024) KB, inputs \(counts.sorted { $0.key < $1.key })")
        #expect(failures == 0, "\(failures) invariant failures")
        #expect(counts.count >= 8, "every kind of input happened: \(counts)")
        if full { #expect(growth < 16 << 20, "memory grew \(growth / 1024) KB after the first tenth") }
    }
}
