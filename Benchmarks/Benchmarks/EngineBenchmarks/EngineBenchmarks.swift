import Benchmark
import ScrollKitCore

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    let container = Size(width: 390, height: 844)
    // 1000 ticks per sample: the harness's own per-sample cost (clock reads,
    // malloc counting) is amortized, and the table reports time per tick (*).
    let perTick = Benchmark.Configuration(scalingFactor: .kilo)

    /// The rainbow preset's layout at `rows` rows.
    @Sendable func makeEngine(rows: Int = 100) -> ScrollEngine {
        ScrollEngine(
            configuration: ScrollConfiguration(),
            layout: PresetCatalog.rainbow.makeLayout(rows, .vertical, container),
            containerSize: container
        )
    }

    // One engine tick while idle on the rainbow preset.
    Benchmark("engine tick (idle)", configuration: perTick) { benchmark in
        var engine = makeEngine()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(engine.step())
        }
    }

    // One engine tick during momentum (a fling at 8000 px/s over 1,000,000
    // rows). The engine restarts from a snapshot every 400 ticks so that it
    // is always decelerating (a copy is a snapshot: value semantics).
    Benchmark("engine tick (decelerating)", configuration: perTick) { benchmark in
        var engine = makeEngine(rows: 1_000_000)
        engine.enqueue(TimedInputEvent(time: 0, event: .pointer(.down, Point(x: 200, y: 800))))
        for i in 1...10 {
            engine.enqueue(TimedInputEvent(time: Double(i) / 120, event: .pointer(.move, Point(x: 200, y: 800 - Double(i) * 60))))
        }
        engine.enqueue(TimedInputEvent(time: 10.0 / 120, event: .pointer(.up, Point(x: 200, y: 200))))
        for _ in 0..<12 { engine.step() }
        let snapshot = engine
        var ticks = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            if ticks == 400 { engine = snapshot; ticks = 0 }
            ticks += 1
            blackHole(engine.step())
        }
    }

    // One engine tick while dragging: a pointer move is delivered every tick
    // (enqueue, interpretation, rubber band, velocity estimate, trace input).
    Benchmark("engine tick (drag)", configuration: perTick) { benchmark in
        var engine = makeEngine(rows: 1_000_000)
        engine.enqueue(TimedInputEvent(time: 0, event: .pointer(.down, Point(x: 200, y: 400))))
        engine.enqueue(TimedInputEvent(time: 0.001, event: .pointer(.move, Point(x: 200, y: 300))))
        engine.step()
        let snapshot = engine
        var y = 300.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            if y < -2000 { engine = snapshot; y = 300 }
            y -= 0.5
            engine.enqueue(TimedInputEvent(time: engine.time, event: .pointer(.move, Point(x: 200, y: y))))
            blackHole(engine.step())
        }
    }
}
