import Benchmark
import ScrollKitCore

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    // One engine tick while idle on the rainbow preset.
    Benchmark("engine tick (idle)") { benchmark in
        var engine = ScrollEngine(
            configuration: ScrollConfiguration(),
            layout: PresetCatalog.rainbow.makeLayout(100, .vertical, Size(width: 390, height: 844)),
            containerSize: Size(width: 390, height: 844)
        )
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(engine.step())
        }
    }
}
