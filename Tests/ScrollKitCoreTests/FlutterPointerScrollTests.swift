import Testing
@testable import ScrollKitCore

/// `flutter-page` under a wheel notch and a key, as Flutter runs them:
/// `pointerScroll` jumps by the delta and goes ballistic at 0
/// (packages/flutter/lib/src/widgets/scroll_position_with_single_context.dart),
/// `ScrollAction` animates 100 ms along `Curves.easeInOut` and then goes
/// ballistic at 0 (scrollable_helpers.dart); `PageScrollPhysics` with
/// velocity 0 rounds to the nearest page (no ± 0.5).
@Suite struct FlutterPointerScrollTests {
    /// 20 horizontal pages of 390 px.
    static func pages(wheelStep: Double = 50) -> ScrollEngine {
        EngineTestSupport.engine(axes: .horizontal, count: 20, rowLength: 390,
                                 behavior: FlutterPageScrollTargetBehavior(),
                                 configuration: ScrollConfiguration(axes: .horizontal, wheelStep: wheelStep),
                                 targets: true)
    }

    static func notch(at t: Double) -> TimedInputEvent {
        TimedInputEvent(time: t, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1)))
    }

    /// A 50-px notch: the offset is 50 on the notch's own tick (a jump, no
    /// animation), the behavior is asked once with velocity 0, and
    /// round(50/390) = page 0 is where the content returns.
    @Test func notchJumpsThenRoundsBack() throws {
        var engine = Self.pages()
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(Self.notch(at: t0))
        let records = engine.runUntilIdle()
        // The jump: on the notch's tick the content is already near 50 (the
        // spring back from 50 at rest has run one tick: under 1 px; an
        // animation to 50 would have barely started), and the overdamped
        // spring never goes past it.
        let first = try #require(records.first { !$0.inputEvents.isEmpty })
        #expect(first.offset.x > 49 && first.offset.x <= 50, "\(first.offset.x)")
        #expect(records.map(\.offset.x).max() == first.offset.x)
        let decisions = records.compactMap(\.decision)
        #expect(decisions.count == 1)
        #expect(decisions.first?.velocity == .zero && decisions.first?.proposed.x == 50 && decisions.first?.adjusted.x == 0)
        #expect(records.last!.offset.x == 0)
    }

    /// A 250-px notch: round(250/390) = page 1: 390.
    @Test func longNotchRoundsForward() throws {
        var engine = Self.pages(wheelStep: 250)
        engine.enqueue(Self.notch(at: 10 * EngineTestSupport.tick))
        let records = engine.runUntilIdle()
        #expect(records.compactMap(\.decision).first?.adjusted.x == 390)
        #expect(records.last!.offset.x == 390)
    }

    /// ArrowRight (a 40-px line): ease-in-out 0 → 40 over 0.1 s (at 0.05 s
    /// exactly 20, the curve's symmetric midpoint), asking nothing; then
    /// velocity 0 at 40: round(40/390) = page 0.
    @Test func keyAnimatesThenRounds() throws {
        var engine = Self.pages()
        let t0 = 12 * EngineTestSupport.tick
        engine.enqueue(TimedInputEvent(time: t0, event: .key(.right)))
        let records = engine.runUntilIdle()
        let mid = try #require(records.first { abs($0.time - (t0 + 0.05)) < 1e-9 })
        #expect(abs(mid.offset.x - 20) < 1e-9, "\(mid.offset.x)")
        let decided = try #require(records.first { $0.decision != nil })
        #expect(decided.time - t0 >= 0.1 - 1e-9 && decided.time - t0 <= 0.1 + EngineTestSupport.tick + 1e-9)
        #expect(decided.decision?.proposed.x == 40 && decided.decision?.adjusted.x == 0)
        #expect(records.last!.offset.x == 0)
    }
}
