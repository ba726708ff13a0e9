import Benchmark
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import PlaygroundStage

/// The real renderer, in release: a window frame (`FrameComposer`: scene and
/// HUD, flushed to pixels) at 100 and 1,000,000 rows; a `record` frame at
/// 1280×800 with HUD, overlays and timeline (`HeadlessStage`), drawn
/// alone and drawn + read back + GIF-encoded as the recorder does. The
/// GIF encoder is measured on its own on those frames too. (`playground
/// bench` compares these with gifsicle, ffmpeg and the bare SDL floor.)
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(3)
    let frames = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], warmupIterations: 10)

    for (label, preset, count) in [("rainbow, 100 rows", PresetCatalog.rainbow, 100),
                                   ("million, 1,000,000 rows", PresetCatalog.million, 1_000_000)] {
        Benchmark("window frame 390×844, \(label)", configuration: frames) { benchmark throws in
            let probe = try WindowFrameProbe(preset: preset, itemCount: count)
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations {
                blackHole(probe.draw(frame: step))
            }
        }
    }

    let large = Size(width: 1280, height: 800)
    Benchmark("record frame 1280×800, HUD + overlays + timeline: draw", configuration: frames) { benchmark throws in
        var probe = try RecordFrameProbe(scenario: "fling-one-page", window: large)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            probe.draw()
        }
    }
    Benchmark("record frame 1280×800, HUD + overlays + timeline: draw + read back + encode",
              configuration: frames) { benchmark throws in
        var probe = try RecordFrameProbe(scenario: "fling-one-page", window: large)
        let encoder = GIFEncoder(width: probe.surface.pixelWidth, height: probe.surface.pixelHeight,
                                 sink: DiscardingByteSink())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try encoder.addFrame(probe.drawAndReadBack(), delayCentiseconds: 3)
        }
    }
}
