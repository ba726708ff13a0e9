import Foundation
import UserCodeHost
import ScrollKitCore

/// The cold-compile row of `playground bench`: how long a SwiftUI screen
/// of an app's real size takes to compile when it is new to the compile
/// cache (the first `--view-file` run of a file, every save that changes
/// it). `screenFile` (examples/views/SettingsScreen.swift, 300 lines of
/// lists, controls, a grid and an `@Observable` model) is compiled `runs`
/// times as the playground compiles a view file (`BehaviorCompiler`:
/// the same toolchain, flags and sandbox), each time with a stamp that
/// makes it new to the cache, side by side with a three-line screen, the
/// floor any compile pays (loading the SwiftUI and ScrollKitUI modules,
/// linking). Target: the 300-line screen under 2 s at the median.
package struct ColdCompileBenchmark {
    var screenFile: String
    package var runs = 7

    package static let maximumSeconds = 2.0

    package init(screenFile: String) {
        self.screenFile = screenFile
    }

    /// Measures, prints the table and returns the verdict.
    package func report() -> (RatioEstimate.Verdict, String) {
        do {
            return try measure()
        } catch {
            return (.fail, "view file cold compile: \(error)")
        }
    }

    func measure() throws -> (RatioEstimate.Verdict, String) {
        let text = try String(contentsOfFile: screenFile, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        let tiny = "import SwiftUI\nstruct Tiny: View {\n    var body: some View { Text(\"tiny\") }\n}\n"
        let toolchain = try BehaviorToolchain.locate(for: screenFile)
        var screen: [Double] = []
        var floor: [Double] = []
        // Interleaved, so a change in the machine's load falls on both alike.
        for run in 0..<runs {
            screen.append(try compile(text, path: screenFile, run: run, toolchain: toolchain))
            floor.append(try compile(tiny, path: "Tiny.swift", run: run, toolchain: toolchain))
        }
        let median = FrameCostBenchmark.percentile(screen.sorted(), 0.5)
        let floorMedian = FrameCostBenchmark.percentile(floor.sorted(), 0.5)
        var table = BenchTable(columns: ["view file cold compile (no cache, \(runs) runs)", "median", "min", "max"])
        table.add(["\(lines)-line screen (\((screenFile as NSString).lastPathComponent))", ViewFileBenchmark.seconds(median),
                   ViewFileBenchmark.seconds(screen.min() ?? 0), ViewFileBenchmark.seconds(screen.max() ?? 0)])
        table.add(["3-line screen (modules and link alone)", ViewFileBenchmark.seconds(floorMedian),
                   ViewFileBenchmark.seconds(floor.min() ?? 0), ViewFileBenchmark.seconds(floor.max() ?? 0)])
        table.add(["ratio \(lines)-line / 3-line", BenchFormat.ratio(floorMedian > 0 ? median / floorMedian : .infinity), "", ""])
        for line in table.lines { print(line) }
        print("")
        return (median < Self.maximumSeconds ? .pass : .fail,
                "a \(lines)-line view file's cold compile under \(ViewFileBenchmark.seconds(Self.maximumSeconds)) at the median (median \(ViewFileBenchmark.seconds(median)); a 3-line one \(ViewFileBenchmark.seconds(floorMedian)))")
    }

    /// Seconds to compile `text` new to the cache; its cache entry is removed after.
    func compile(_ text: String, path: String, run: Int, toolchain: BehaviorToolchain) throws -> Double {
        let stamp = "// bench \(getpid()) \(run) \(Date().timeIntervalSince1970)\n"
        let views = try ViewSourceSet(files: [(path: path, text: stamp + text)], selection: ViewSelection(nil))
        let clock = ContinuousClock()
        let start = clock.now
        let compiled = try BehaviorCompiler(toolchain: toolchain).compile(views)
        let seconds = FrameCostBenchmark.seconds(clock.now - start)
        try? FileManager.default.removeItem(atPath: (compiled.libraryPath as NSString).deletingLastPathComponent)
        return seconds
    }
}
