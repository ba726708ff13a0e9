import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore
import SwiftUI

/// `ScrollKitUIViewHost.nextScheduledTime`: what the host tells the window
/// after each tick so that a view with a timer, a pending `asyncAfter`, an
/// armed debounce or an animation in flight keeps being stepped, and a view
/// with nothing scheduled may rest. Times are engine seconds, set by hand.
@MainActor @Suite(.serialized) struct ViewHostScheduleTests {
    struct Still: SwiftUI.View {
        var body: some SwiftUI.View { Text("still") }
    }

    struct Ticking: SwiftUI.View {
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        @State var count = 0
        var body: some SwiftUI.View {
            Text("\(count)").onReceive(timer) { _ in count += 1 }
        }
    }

    struct Delayed: SwiftUI.View {
        @State var done = false
        var body: some SwiftUI.View {
            Text(done ? "done" : "waiting")
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { done = true } }
        }
    }

    struct Animated: SwiftUI.View {
        @State var wide = false
        var body: some SwiftUI.View {
            Color.red.frame(width: wide ? 300 : 100, height: 50)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 0.25)) { wide = true } }
                }
        }
    }

    /// The host the tests tick (its lanes are its own: a test's lanes start afresh).
    let host = ScrollKitUIViewHost()

    /// One host tick of `make()` on lane `lane` at engine time `time` (no
    /// scroll view state); its reply's next time must be what the host says after it.
    func tick<V: SwiftUI.View>(_ make: () -> V, lane: Int, at time: Double) {
        let request = ViewTickRequest(screen: ViewLayoutRequest(size: Size(width: 390, height: 844)), time: time, lane: lane, scrollStates: [])
        let reply = host.tick(make, request)
        #expect(!reply.tickBytes.isEmpty)
        let next = host.nextScheduledTime(lane: lane)
        #expect(reply.nextTime == (next.isFinite ? next : nil))
    }

    @Test func aViewWithNothingScheduledReportsNone() {
        #expect(host.nextScheduledTime(lane: 40).isNaN)  // never ticked
        tick({ Still() }, lane: 40, at: 0.1)
        #expect(host.nextScheduledTime(lane: 40).isNaN)
    }

    @Test func aTimerReportsItsNextFiring() {
        // Connected at 0.1 s: fires at 0.6, 1.1, … (every 0.5 s from connecting).
        tick({ Ticking() }, lane: 41, at: 0.1)
        #expect(abs(host.nextScheduledTime(lane: 41) - 0.6) < 1e-9)
        tick({ Ticking() }, lane: 41, at: 0.6)
        #expect(abs(host.nextScheduledTime(lane: 41) - 1.1) < 1e-9)
    }

    @Test func anAsyncAfterReportsItsDeadlineThenNone() {
        tick({ Delayed() }, lane: 42, at: 1)
        #expect(abs(host.nextScheduledTime(lane: 42) - 1.3) < 1e-9)
        tick({ Delayed() }, lane: 42, at: 1.3)
        #expect(host.nextScheduledTime(lane: 42).isNaN)
    }

    @Test func anAnimationInFlightReportsNowUntilItEnds() {
        tick({ Animated() }, lane: 43, at: 2)
        #expect(abs(host.nextScheduledTime(lane: 43) - 2.1) < 1e-9)
        // Begun at 2.1 s: in flight, so the next tick is due at once, until 2.35 s.
        tick({ Animated() }, lane: 43, at: 2.1)
        #expect(abs(host.nextScheduledTime(lane: 43) - 2.1) < 1e-9)
        tick({ Animated() }, lane: 43, at: 2.2)
        #expect(abs(host.nextScheduledTime(lane: 43) - 2.2) < 1e-9)
        tick({ Animated() }, lane: 43, at: 2.4)
        #expect(host.nextScheduledTime(lane: 43).isNaN)
    }

    @Test func theSchedulerReportsItsEarliestAction() {
        let clock = EngineScheduler()
        #expect(clock.nextDue == nil)
        clock.schedule(at: 700) {}
        clock.schedule(at: 300) {}
        #expect(clock.nextDue == 300)
        clock.advance(toNanoseconds: 300)
        #expect(clock.nextDue == 700)
        clock.advance(toNanoseconds: 1000)
        #expect(clock.nextDue == nil)
    }
}
