import Foundation
import UserCodeHost
import PlaygroundRender
import ScrollKitCore

/// The view-file rows of `playground bench`: what a SwiftUI view file costs
/// per frame and how soon a save shows.
///
/// - **Frame cost**: `FrameCostBenchmark` (the window's frame: scene and
///   HUD, flushed to pixels) on the `rainbow` preset and on a view file's
///   `LazyVStack` of 10,000 and of 100,000 rows of text and shapes, frames
///   interleaved. A view file's frame includes the process boundary: each
///   frame asks the view's host for the screen at the frame's offset
///   (request and base64 display list through its pipes) before drawing.
///   Targets: 10,000 rows within 2× of the rainbow, 100,000 within 1.2× of
///   10,000 (a lazy stack builds only the rows on screen).
/// - **Hot reload**: the file is saved as the window's poll sees it (every
///   1/60 s, files read at most every 0.25 s, as in the window), and the
///   time from the write to the new host's first screen (its layout answer)
///   is measured. Two versions are saved in turn, new to the compile cache
///   (keyed by content) at the start of the run: the first save of the
///   second version compiles and is reported apart; the target, under
///   1.5 s at the median, is on the saves after, whose compiles are cached.
package struct ViewFileBenchmark {
    /// The view file with `struct LazyRows: View` (`init(count:)`).
    var rowsFile: String
    package var window: Size
    package var frames: Int
    /// Saves measured after the one that compiles.
    var reloads = 7

    private static let maximumTenThousandRatio = 2.0
    private static let maximumHundredThousandRatio = 1.2
    private static let maximumReloadSeconds = 1.5

    package init(rowsFile: String, window: Size, frames: Int) {
        self.rowsFile = rowsFile
        self.window = window
        self.frames = frames
    }

    /// Measures, prints the tables and returns the verdicts.
    package func report() -> [(RatioEstimate.Verdict, String)] {
        var verdicts: [(RatioEstimate.Verdict, String)] = []
        do {
            verdicts += try frameCost()
        } catch {
            verdicts.append((.fail, "view file frame cost: \(error)"))
        }
        do {
            verdicts.append(try hotReload())
        } catch {
            verdicts.append((.fail, "view file hot reload: \(error)"))
        }
        return verdicts
    }

    func frameCost() throws -> [(RatioEstimate.Verdict, String)] {
        let ten = try ViewFileScene.load(["\(rowsFile)=LazyRows(count: 10_000)"], screen: window, reportsWarnings: false)
        defer { ten.view.stop() }
        let hundred = try ViewFileScene.load(["\(rowsFile)=LazyRows(count: 100_000)"], screen: window, reportsWarnings: false)
        defer { hundred.view.stop() }
        var benchmark = FrameCostBenchmark()
        benchmark.frames = frames
        benchmark.window = window
        let measured = try benchmark.run([
            .init(label: "rainbow preset (100 rows)", preset: PresetCatalog.rainbow, itemCount: 100),
            .init(label: "view file, LazyVStack 10,000 rows", preset: ten.preset, itemCount: 0),
            .init(label: "view file, LazyVStack 100,000 rows", preset: hundred.preset, itemCount: 0),
        ])
        let (rainbow, small, large) = (measured[0], measured[1], measured[2])
        let roundTrip = hostRoundTrip(ten, benchmark: benchmark)
        // The same round trip for a view with one shape: what the boundary costs without the rows.
        let bare = try Self.bareScene(window: window)
        defer { bare.scene.view.stop(); try? FileManager.default.removeItem(atPath: bare.directory) }
        let bareTrip = hostRoundTrip(bare.scene, benchmark: benchmark)
        let tenRatio = RatioEstimate(interleavedOurs: small.samples, peer: rainbow.samples, blocks: 10)
        let hundredRatio = RatioEstimate(interleavedOurs: large.samples, peer: small.samples, blocks: 10)
        var table = BenchTable(columns: ["view file frame cost (layout in host + draw)", "median", "p99", "mean"])
        for m in measured {
            table.add([m.label, BenchFormat.ms(m.median), BenchFormat.ms(m.percentile99), BenchFormat.ms(m.mean)])
        }
        table.add(["  of which the host's answer (10,000 rows)", BenchFormat.ms(roundTrip.median), BenchFormat.ms(roundTrip.percentile99), BenchFormat.ms(roundTrip.mean)])
        table.add(["  the host's answer for one shape", BenchFormat.ms(bareTrip.median), BenchFormat.ms(bareTrip.percentile99), BenchFormat.ms(bareTrip.mean)])
        table.add(["ratio 10,000 rows / rainbow, per block", BenchFormat.ratio(tenRatio.median), tenRatio.spread, ""])
        table.add(["ratio 100,000 / 10,000 rows, per block", BenchFormat.ratio(hundredRatio.median), hundredRatio.spread, ""])
        for line in table.lines { print(line) }
        print("")
        return [
            (tenRatio.verdict(target: Self.maximumTenThousandRatio),
             "view file 10,000 rows within \(BenchFormat.ratio(Self.maximumTenThousandRatio)) of the rainbow preset (median of blocks \(BenchFormat.ratio(tenRatio.median)), 95 % \(tenRatio.spread))"),
            (hundredRatio.verdict(target: Self.maximumHundredThousandRatio),
             "view file 100,000 rows within \(BenchFormat.ratio(Self.maximumHundredThousandRatio)) of 10,000 (median of blocks \(BenchFormat.ratio(hundredRatio.median)), 95 % \(hundredRatio.spread))"),
        ]
    }

    /// The part of a view file's frame spent asking its host: the screen's
    /// layout request and the display list back (no drawing), at the same
    /// offsets as the frame-cost frames.
    func hostRoundTrip(_ scene: ViewFileScene, benchmark: FrameCostBenchmark) -> FrameCostBenchmark.Measurement {
        let layout = scene.preset.makeLayout(0, scene.preset.axes, window)
        var geometry = ScrollEngineGeometry(contentSize: layout.contentSize, contentInsets: scene.preset.contentInsets, containerSize: window)
        let maxOffset = geometry.maxOffset(.vertical)
        let clock = ContinuousClock()
        var samples: [Double] = []
        for frame in 0..<frames {
            geometry.contentOffset = Point(x: 0, y: benchmark.offset(ofFrame: frame, maxOffset: maxOffset))
            let start = clock.now
            _ = (layout as? any DisplayListContent)?.screen(at: geometry, isDark: false)
            samples.append(FrameCostBenchmark.seconds(clock.now - start))
        }
        return FrameCostBenchmark.Measurement(label: "host", itemCount: 0, samples: samples, deepestOffset: 0, deepestItem: 0)
    }

    /// A view file of one tall shape in a ScrollView, in a temporary directory.
    static func bareScene(window: Size) throws -> (scene: ViewFileScene, directory: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-bench-bare-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/Bare.swift"
        try "import SwiftUI\nstruct Bare: View {\n  var body: some View { ScrollView { Color.blue.frame(height: 20_000) } }\n}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return (try ViewFileScene.load([path], screen: window, reportsWarnings: false), directory)
    }

    static func seconds(_ value: Double) -> String { "\(RenderFormat.number(value, decimals: 3)) s" }

    struct ReloadTimeout: Error, CustomStringConvertible {
        var description: String
    }

    func hotReload() throws -> (RatioEstimate.Verdict, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-bench-reload-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("LazyRows.swift").path
        let original = try String(contentsOfFile: rowsFile, encoding: .utf8)
        // Two versions saved in turn; a bench-run stamp makes both new to the cache: the load compiles one, the first save the other.
        let stamp = "// bench \(getpid()) \(Date().timeIntervalSince1970)\n"
        let versions = [stamp + original, stamp + original.replacingOccurrences(of: "var count = 10_000", with: "var count = 10_001")]
        try versions[1].write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try ViewFileScene.load([path], screen: window, reportsWarnings: false)
        defer { scene.view.stop() }
        // The layout a lane makes of the scene: its `scroll` asks the running host for the screen.
        let screen = scene.preset.makeLayout(0, scene.preset.axes, window) as? ViewContentLayout
        let clock = ContinuousClock()
        let start = clock.now
        func wall() -> Double { FrameCostBenchmark.seconds(clock.now - start) }
        var compiled: [Double] = []
        var cached: [Double] = []
        for save in 0..<(reloads + 1) {
            // Wait out the poll interval so the save is seen on a later frame, as a user's would be.
            let settle = wall() + scene.checkInterval
            while wall() < settle { _ = scene.poll(wall: wall()); usleep(16_000) }
            let saved = clock.now
            try versions[save % 2].write(toFile: path, atomically: true, encoding: .utf8)
            // The window's frames: one poll every 1/60 s until the new host is in.
            while !scene.poll(wall: wall()) {
                guard clock.now - saved < .seconds(120) else { throw ReloadTimeout(description: "no reload within 120 s") }
                usleep(16_000)
            }
            guard screen?.scroll != nil else { throw ReloadTimeout(description: "the reloaded host gave no layout") }
            let seconds = FrameCostBenchmark.seconds(clock.now - saved)
            if save == 0 { compiled.append(seconds) } else { cached.append(seconds) }
        }
        let median = FrameCostBenchmark.percentile(cached.sorted(), 0.5)
        var table = BenchTable(columns: ["view file hot reload (save to first screen)", "median", "min", "max"])
        table.add(["new content (compiles)", Self.seconds(compiled.first ?? 0), "", ""])
        table.add(["content seen before (\(cached.count) saves, cached)", Self.seconds(median),
                   Self.seconds(cached.min() ?? 0), Self.seconds(cached.max() ?? 0)])
        for line in table.lines { print(line) }
        print("")
        return (median < Self.maximumReloadSeconds ? .pass : .fail,
                "view file hot reload under \(Self.seconds(Self.maximumReloadSeconds)) at the median, compile cached (median \(Self.seconds(median)); a save that compiles \(Self.seconds(compiled.first ?? 0)))")
    }
}
