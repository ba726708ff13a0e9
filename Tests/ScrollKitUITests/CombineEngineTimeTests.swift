import Testing
import Foundation
@testable import ScrollKitUI
import SwiftUI

/// OpenCombine's operators on ScrollKitUI's engine-time schedulers: times
/// are engine seconds, advanced by hand; nothing waits for the wall clock.
@Suite("Combine on engine time") struct CombineEngineTimeTests {
    final class Box<V>: @unchecked Sendable {
        var value: V
        init(_ value: V) { self.value = value }
    }

    @Test func asyncAfterRunsWhenTheEngineReachesTheDeadline() {
        let clock = EngineScheduler()
        let ran = Box<[Double]>([])
        clock.run {
            clock.advance(to: 1)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { ran.value.append(clock.seconds) }
        }
        clock.advance(to: 1.19)
        #expect(ran.value.isEmpty)
        clock.advance(to: 5)
        // Run at its due time (1.2 s), not at the time advanced to.
        #expect(ran.value == [1.2])
    }

    @Test func nowPlusADelayIsOnTheEngineClock() {
        let clock = EngineScheduler()
        clock.advance(to: 2.5)
        // Dispatch's `now() + 0.2` is a wall time; mapped to the engine's now + 0.2 s.
        let deadline = DispatchTime.now() + 0.2
        #expect(clock.run { DispatchQueue.SchedulerTimeType(deadline).nanoseconds } == 2_700_000_000)
        // An engine-made time reads back as is, at any wall time.
        let made = DispatchQueue.SchedulerTimeType(nanoseconds: 123).dispatchTime
        #expect(DispatchQueue.SchedulerTimeType(made).nanoseconds == 123)
    }

    @Test func debounceOnDispatchQueueWaitsForAQuietSpan() {
        let clock = EngineScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let got = Box<[(Double, Int)]>([])
        let sub = clock.run {
            subject.debounce(for: .seconds(0.2), scheduler: DispatchQueue.main).sink { got.value.append((clock.seconds, $0)) }
        }
        for (t, v) in [(0.0, 1), (0.1, 2), (0.25, 3), (0.5, 4)] {
            clock.run {
                clock.advance(to: t)
                subject.send(v)
            }
        }
        clock.advance(to: 1)
        // 1 is replaced by 2 (0.1 < 0.2 later); 2 fires at 0.3 (0.25 came 0.15 after: replaced);
        // 3 fires at 0.45 (0.5 is 0.25 later); 4 at 0.7.
        #expect(got.value.map(\.1) == [3, 4])
        #expect(got.value.map(\.0) == [0.45, 0.7])
        sub.cancel()
    }

    @Test func operatorsChainOnRunLoop() {
        let clock = EngineScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let got = Box<[Int]>([])
        let sub = clock.run {
            subject
                .removeDuplicates()
                .filter { $0 % 2 == 0 }
                .map { $0 * 10 }
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .eraseToAnyPublisher()
                .sink { got.value.append($0) }
        }
        clock.run { for v in [1, 1, 2, 2, 4] { subject.send(v) } }
        clock.advance(to: 0.299)
        #expect(got.value.isEmpty)
        clock.advance(to: 0.3)
        #expect(got.value == [40])
        sub.cancel()
    }

    @Test func throttleSendsTheFirstThenOnePerInterval() {
        let clock = EngineScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let got = Box<[(Double, Int)]>([])
        let sub = clock.run {
            subject.throttle(for: .seconds(0.5), scheduler: DispatchQueue.main, latest: true)
                .sink { got.value.append((clock.seconds, $0)) }
        }
        for (t, v) in [(0.0, 1), (0.1, 2), (0.2, 3), (0.7, 4)] {
            clock.run {
                clock.advance(to: t)
                subject.send(v)
            }
        }
        clock.advance(to: 2)
        // Combine's throttle: the first value at once, then the latest of each 0.5 s window.
        #expect(got.value.map(\.1) == [1, 3, 4])
        #expect(got.value.map(\.0) == [0.0, 0.5, 1.0])
        sub.cancel()
    }

    struct TimerScreen: SwiftUI.View {
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        @State var ticks: [Double] = []

        var body: some SwiftUI.View {
            Text("\(ticks.count)")
                .onReceive(timer) { date in ticks.append(date.timeIntervalSinceReferenceDate) }
        }
    }

    @Test func timerPublishTicksOnEngineTime() {
        let graph = ViewGraph()
        let view = TimerScreen()
        var texts: [String] = []
        for k in 0...120 {
            let layout = ViewLayoutEngine.layout(view, at: Double(k) / 60, in: LayoutTestSupport.phone, graph: graph)
            texts.append(LayoutTestSupport.texts(layout.displayList).first?.lines.first ?? "")
        }
        // Connected by the first layout at 0 s: ticks at 0.5, 1, 1.5, 2 s.
        #expect(graph.state(endingWith: "._ticks") as? [Double] == [0.5, 1.0, 1.5, 2.0])
        // Tick 30 (0.5 s) lays out the first tick's count in the same call.
        #expect(texts[29] == "0")
        #expect(texts[30] == "1")
        #expect(texts[120] == "4")
    }

    @Test func aRepeatingScheduleStopsWhenCancelled() {
        let clock = EngineScheduler()
        let count = Box(0)
        let c = clock.run {
            RunLoop.main.schedule(after: RunLoop.main.now, interval: .seconds(0.25)) { count.value += 1 }
        }
        clock.advance(to: 1)
        #expect(count.value == 5)  // 0, 0.25, 0.5, 0.75, 1.0
        c.cancel()
        clock.advance(to: 3)
        #expect(count.value == 5)
    }
}
