import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Seed 002 run from its own code (Seed002Views.swift) on engine time: the
/// scroll engine is driven by a finger that drags, then stays down and
/// still; each engine tick lays the view out at the tick's time and offset.
/// The article's pitfall: the 0.2 s debounce fires while the finger is
/// still down, exactly 0.2 s of engine time after the offset last changed.
@Suite("Seed 002: Combine debounce on engine time") struct Seed002DebounceTests {
    typealias T = LayoutTestSupport
    static let container = ScrollKitCore.Size(width: 393, height: 852)

    struct Fire {
        var time: Double
        var value: String
        var phase: ScrollKitCore.ScrollPhase
    }

    /// Drags from y 600 to 300 over 0.5 s starting at 0.5 s, holds still
    /// 1 s, lifts at 2 s; runs 3 s of 120 Hz ticks. Returns the onReceive
    /// runs, the last time the offset changed and the offset then.
    static func run<V: ScrollKitUI.View>(_ view: V, graph: ViewGraph = ViewGraph(), each: (ViewLayout) -> Void = { _ in })
        -> (fires: [Fire], lastChange: Double, lastOffset: Double)
    {
        let layout = StackLayout(axis: .vertical, itemCount: 100, itemLength: 60, containerSize: container)
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .vertical), layout: layout, containerSize: container)
        var events = [TimedInputEvent(time: 0.5, event: .pointer(.down, Point(x: 200, y: 600)))]
        for i in 1...60 {
            events.append(TimedInputEvent(time: 0.5 + Double(i) / 120, event: .pointer(.move, Point(x: 200, y: 600 - 5 * Double(i)))))
        }
        events.append(TimedInputEvent(time: 2.0, event: .pointer(.up, Point(x: 200, y: 300))))
        engine.enqueue(contentsOf: events)
        var fires: [Fire] = []
        var previous: Double?
        var lastChange = 0.0, lastOffset = 0.0
        for _ in 0..<360 {
            let record = engine.step()
            let y = record.offset.y
            let result = ViewLayoutEngine.layout(view, at: record.time, in: T.phone, scrollOffset: CGPoint(x: 0, y: y), graph: graph)
            if previous != y {
                lastChange = record.time
                lastOffset = y
            }
            previous = y
            for event in result.viewEvents where event.kind == .onReceive {
                fires.append(Fire(time: record.time, value: event.value, phase: record.phase))
            }
            each(result)
        }
        return (fires, lastChange, lastOffset)
    }

    @Test func theDebounceFiresWhileTheFingerIsStillDown() {
        let (fires, lastChange, lastOffset) = Self.run(ScrollViewDidEndScrollingExample())
        // The drag moved the content: the offset changed after the finger went down.
        #expect(lastOffset > 100)
        #expect(lastChange > 0.5 && lastChange < 1.1)
        // One run: the initial 0 (debounced at 0.2 s) is dropped by dropFirst,
        // and every change during the drag came less than 0.2 s after the last.
        #expect(fires.count == 1)
        guard let fire = fires.first else { return }
        // Exactly 0.2 s of engine time after the last change (ticks are 1/120 s,
        // so 24 ticks later), with the finger still down (lifted at 2.0 s).
        #expect(abs(fire.time - (lastChange + 0.2)) < 1e-9)
        #expect(fire.phase == .interacting)
        #expect(fire.value == "\(CGFloat(lastOffset))")
    }

    @Test func theSameRunGivesTheSameFires() {
        let a = Self.run(ScrollViewDidEndScrollingExample())
        let b = Self.run(ScrollViewDidEndScrollingExample())
        #expect(a.fires.map(\.time) == b.fires.map(\.time))
        #expect(a.fires.map(\.value) == b.fires.map(\.value))
    }

    @Test func theDemoStoresTheStopOffsetInTheSameTick() {
        let graph = ViewGraph()
        var stops: [String] = []
        let (fires, _, lastOffset) = Self.run(ScrollViewDidEndScrollingDemo(), graph: graph) { layout in
            // The overlay is offered the scroll view's width, its rows' (a
            // `VStack` of short texts): the text may wrap, so its lines are joined.
            stops.append(T.texts(layout.displayList).first { $0.lines.first?.hasPrefix("stop") == true }?.lines.joined(separator: " ") ?? "")
        }
        #expect(fires.count == 1)
        #expect((graph.state(endingWith: "._stopOffset") as? CGFloat).map(Double.init) == lastOffset)
        // The overlay reads "stop 0" until the fire's tick and the offset from it on.
        let firstStop = stops.firstIndex { $0 != "stop 0" }
        #expect(stops.last == "stop \(Int(lastOffset))")
        #expect(firstStop.map { Double($0 + 1) / 120 } .map { abs($0 - fires[0].time) < 1e-9 } == true)
    }
}
