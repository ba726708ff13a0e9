import Benchmark
import ScrollKitCore

/// Layout benchmarks: the cost of one frame's layout work at 100 versus
/// 1,000,000 rows (the real renderer's frame is in RenderBenchmarks), visible-range lookups, building the
/// million preset (with its peak resident memory) and relayout.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    let timing = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .peakMemoryResident],
        scalingFactor: .kilo
    )
    let phone = Size(width: 390, height: 844)

    // MARK: One frame: visible range, frames, ids, loading, fills (layout only)

    for count in [100, 1_000_000] {
        Benchmark("frame layout, \(count) rows", configuration: timing) { benchmark in
            let probe = FrameProbe(preset: PresetCatalog.million, itemCount: count)
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations {
                blackHole(probe.frame(at: probe.position(step: step), time: 0))
            }
        }
    }

    // MARK: Visible-range lookup

    let lookups: [(String, @Sendable () -> any ContentLayout)] = [
        ("100 rows", { PresetCatalog.million.makeLayout(100, .vertical, phone) }),
        ("1,000,000 rows", { PresetCatalog.million.makeLayout(1_000_000, .vertical, phone) }),
        ("100 variable rows", { StackLayout(axis: .vertical, itemCount: 100, sizing: PresetCatalog.feedSizing, spacing: 12, containerSize: phone) }),
        ("1,000,000 variable rows", { StackLayout(axis: .vertical, itemCount: 1_000_000, sizing: PresetCatalog.feedSizing, spacing: 12, containerSize: phone) }),
    ]
    for (name, make) in lookups {
        Benchmark("visible range, \(name)", configuration: timing) { benchmark in
            let layout = make()
            let end = Swift.max(1, layout.contentSize.height - 844)
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations {
                let y = (Double(step) * 997.3).truncatingRemainder(dividingBy: end)
                blackHole(layout.items(in: Rect(x: 0, y: y, width: 390, height: 844)))
            }
        }
    }

    // MARK: Building and relayout

    let memory = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal], maxIterations: 50
    )
    Benchmark("build million preset", configuration: memory) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PresetCatalog.million.makeDefaultLayout())
        }
    }
    Benchmark("build feed at 1,000,000 variable rows", configuration: memory) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PresetCatalog.feed.makeLayout(1_000_000, .vertical, phone))
        }
    }
    Benchmark("relayout million preset", configuration: timing) { benchmark in
        var layout = PresetCatalog.million.makeDefaultLayout()
        let sizes = [phone, Size(width: 844, height: 390)]
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            layout.relayout(containerSize: sizes[step & 1])
            blackHole(layout.contentSize)
        }
    }
    Benchmark("relayout feed at 1,000,000 variable rows", configuration: timing) { benchmark in
        var layout = PresetCatalog.feed.makeLayout(1_000_000, .vertical, phone)
        let sizes = [phone, Size(width: 844, height: 390)]
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            layout.relayout(containerSize: sizes[step & 1])
            blackHole(layout.contentSize)
        }
    }
}
