import PropertyBased
import Testing
@testable import ScrollKitCore

/// Property tests over random input streams (10,000 in total): never NaN or
/// infinite, always comes to rest, rests within bounds.
@Suite struct EnginePropertyTests {
    typealias S = EngineTestSupport

    /// One random world and input stream, built from a seed.
    struct Stream {
        var engine: ScrollEngine
        var events: [TimedInputEvent]
        var lastTime: Double
    }

    static func stream(seed: UInt64, wild: Bool) -> Stream {
        var rng = SplitMix64(seed: seed)
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func garbage(_ normal: Double) -> Double {
            guard wild, chance(0.05) else { return normal }
            return [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1e12][Int.random(in: 0..<6, using: &rng)]
        }

        let axes: Axes = chance(0.6) ? .vertical : (chance(0.5) ? .horizontal : .both)
        let container = chance(0.03) ? Size.zero
            : Size(width: number(100...1200).rounded(), height: number(100...1200).rounded())
        let rate = chance(0.4) ? DecelerationRate.normal
            : (chance(0.5) ? .fast : DecelerationRate(rate: number(0.99...0.999))!)
        let insets = chance(0.2) ? EdgeInsets(top: number(0...140), leading: number(0...40), bottom: number(0...40), trailing: 0) : .zero
        let configuration = ScrollConfiguration(
            axes: axes, deceleration: rate, contentInsets: insets,
            convention: chance(0.5) ? .swiftUI : .uiKit, bounces: chance(0.9)
        )
        let layout: any ContentLayout
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            layout = StackLayout(axis: axes.primary, itemCount: Int.random(in: 0...200, using: &rng),
                                 itemLength: number(0...300), spacing: number(0...20), containerSize: container,
                                 isScrollTargetLayout: chance(0.5))
        case 1:
            layout = PagesTestLayout(itemCount: Int.random(in: 0...30, using: &rng), containerSize: container)
        default:
            layout = CanvasTestLayout(contentSize: Size(width: number(0...5000), height: number(0...5000)))
        }
        let behaviors: [any NamedScrollTargetBehavior] = [FreeScrollTargetBehavior(), TestPagingBehavior(),
                                                     OutOfRangeBehavior(), WildBehavior()]
        let engine = ScrollEngine(configuration: configuration, layout: layout, containerSize: container,
                                  behavior: behaviors[Int.random(in: 0..<behaviors.count, using: &rng)])

        var events: [TimedInputEvent] = []
        var t = number(0...0.2)
        func point() -> Point { Point(x: garbage(number(-100...1300)), y: garbage(number(-100...1300))) }
        for _ in 0..<Int.random(in: 1...12, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2: // a drag, always released
                let from = point()
                let to = Point(x: from.x + number(-600...600), y: from.y + number(-600...600))
                let duration = number(0.02...0.5)
                events += S.drag(from: from, to: to, start: t, duration: duration, hold: chance(0.3) ? number(0...0.3) : 0)
                t += duration + 0.35
            case 3: // wheel notches
                for _ in 0..<Int.random(in: 1...5, using: &rng) {
                    let y = garbage(Double(Int.random(in: -3...3, using: &rng)))
                    events.append(TimedInputEvent(time: t, event: .wheel(steps: Vector(dx: 0, dy: y), precise: Vector(dx: 0, dy: y))))
                    t += number(0.01...0.2)
                }
            case 4: // a trackpad burst
                let dy = garbage(number(-3...3)), dx = number(-3...3)
                for _ in 0..<Int.random(in: 1...40, using: &rng) {
                    events.append(TimedInputEvent(time: t, event: .wheel(steps: Vector(dx: dx.rounded(.towardZero), dy: dy.isFinite ? dy.rounded(.towardZero) : 0),
                                                                          precise: Vector(dx: dx, dy: dy))))
                    t += number(0.004...0.02)
                }
            case 5:
                events.append(TimedInputEvent(time: t, event: .key(Key.allCases[Int.random(in: 0..<Key.allCases.count, using: &rng)], shift: chance(0.3))))
            case 6:
                let size = chance(0.1) ? Size(width: garbage(0), height: -5) : Size(width: number(0...1200), height: number(0...1200))
                events.append(TimedInputEvent(time: t, event: .resize(size)))
            case 7:
                let destination: ScrollToRequest.Destination = chance(0.5)
                    ? .offset(Point(x: garbage(number(-500...8000)), y: garbage(number(-500...8000))))
                    : .item(id: Int.random(in: -5...220, using: &rng), anchor: chance(0.5) ? .center : nil)
                events.append(TimedInputEvent(time: t, event: .scrollTo(ScrollToRequest(destination, animated: chance(0.7)))))
            case 8:
                events.append(TimedInputEvent(time: t, event: .setBehavior(chance(0.5) ? "free" : "unknown")))
            default: // a lone press and release
                let p = point()
                events.append(TimedInputEvent(time: t, event: .pointer(.down, p)))
                events.append(TimedInputEvent(time: t + number(0...0.3), event: .pointer(.up, p)))
            }
            t += number(0...0.6)
        }
        return Stream(engine: engine, events: events, lastTime: events.map(\.time).max() ?? 0)
    }

    static func finite(_ p: Point?) -> Bool { p.map { $0.isFinite } ?? true }

    /// Runs a stream; returns a failure message or nil.
    static func check(seed: UInt64, wild: Bool) -> String? {
        var s = stream(seed: seed, wild: wild)
        s.engine.enqueue(contentsOf: s.events)
        // Momentum at 8000 px/s with the slowest rate (0.999) is done within
        // ln(8000/(0.25·1.0005))/1.0005 ≈ 10.4 s, a bounce in about 1 s.
        let deadline = s.lastTime + 0.5 + 12
        var rested = false
        while s.engine.time < deadline {
            let r = s.engine.step()
            guard r.offset.isFinite, r.velocity.isFinite, r.hue.isFinite, r.hue >= 0, r.hue < 1,
                  finite(r.restingOffset), finite(r.gestureOrigin) else {
                return "seed \(seed): non-finite record at tick \(r.tick): \(r.traceLine)"
            }
            if let d = r.decision, !(d.original.isFinite && d.proposed.isFinite && d.adjusted.isFinite && d.velocity.isFinite) {
                return "seed \(seed): non-finite decision at tick \(r.tick): \(r.traceLine)"
            }
            if r.time > s.lastTime + 0.5 && r.phase == .idle && s.engine.pendingEventCount == 0 {
                rested = true
                break
            }
        }
        guard rested else { return "seed \(seed): still \(s.engine.phase) 12 s after the last input" }
        let g = s.engine.geometry
        for axis in Axis.allCases where s.engine.configuration.axes.contains(axis) {
            let o = g.contentOffset[axis]
            guard o >= g.minOffset(axis) - 1e-9, o <= g.maxOffset(axis) + 1e-9 else {
                return "seed \(seed): rests at \(o) outside [\(g.minOffset(axis)), \(g.maxOffset(axis))] on \(axis)"
            }
        }
        return nil
    }

    @Test func randomStreamsStayFiniteAndRestInBounds() async {
        await propertyCheck(count: 6000, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let failure = Self.check(seed: seed, wild: false)
            #expect(failure == nil)
        }
    }

    @Test func randomStreamsWithGarbageValuesNeverBreak() async {
        await propertyCheck(count: 4000, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let failure = Self.check(seed: seed, wild: true)
            #expect(failure == nil)
        }
    }
}
