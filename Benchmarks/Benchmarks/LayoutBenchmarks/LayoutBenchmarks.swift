import Benchmark
import ScrollKitCore

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    Benchmark("visible range, 1,000,000 rows") { benchmark in
        let layout = PresetCatalog.rainbow.makeLayout(1_000_000, .vertical, Size(width: 390, height: 844))
        var y = 0.0
        for _ in benchmark.scaledIterations {
            blackHole(layout.items(in: Rect(x: 0, y: y, width: 390, height: 844)))
            y += 997
        }
    }
}
