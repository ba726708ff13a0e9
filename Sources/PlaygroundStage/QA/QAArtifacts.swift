import Foundation
import ScrollKitCore
import PlaygroundMedia

/// What `qa --artifacts DIR` writes for each failing scenario × behavior row,
/// named after both (`DIR/<scenario>.<behavior>.…`): the trace
/// (`.trace.jsonl`, one line per tick as `playground trace` prints it), a GIF
/// of the run with the behavior overlays (`.gif`) and a filmstrip of every
/// 12th tick (`.filmstrip.png`). Each file is written atomically.
package struct QAArtifacts {
    package let directory: String

    /// Creates `directory` (and its parents) when missing; throws a message
    /// naming it when that fails or it is not a writable directory.
    package init(directory: String) throws {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw QAArtifactsError(description: "--artifacts: cannot create the directory \(directory): \(error.localizedDescription)")
            }
        } else if !isDirectory.boolValue {
            throw QAArtifactsError(description: "--artifacts: \(directory) exists and is not a directory")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw QAArtifactsError(description: "--artifacts: the directory \(directory) is not writable")
        }
        self.directory = directory
    }

    /// `seed-v1-zero-velocity.paging`: the scenario and behavior names with
    /// anything but letters, digits, `-` and `_` replaced by `_`.
    package static func baseName(scenario: String, behavior: String) -> String {
        func clean(_ s: String) -> String {
            String(s.unicodeScalars.map { scalar -> Character in
                let ok = (scalar.value < 128) && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")
                return ok ? Character(scalar) : "_"
            })
        }
        return clean(scenario) + "." + clean(behavior)
    }

    /// Writes the three files for one failing run (its names in `catalog`); returns their paths.
    package func write(scenario: Scenario, behavior: String, catalog: Catalog = .builtIn) throws -> [String] {
        let base = directory + "/" + Self.baseName(scenario: scenario.name, behavior: behavior)
        var stage = Stage(runners: [try ScenarioRunner(scenario: scenario, behavior: behavior, catalog: catalog)], history: .none)
        var trace = ""
        stage.runToEnd { (_: Int, tick: ScenarioTick) in
            trace += tick.record.traceLine
            trace += "\n"
        }
        let tracePath = base + ".trace.jsonl"
        try AtomicFile.write(Array(trace.utf8), to: tracePath)

        var display = RecordingDisplay()
        display.layers.showsOverlays = true
        let gif = RecordRequest(scenario: scenario.fileName, outputPath: base + ".gif", output: .gif,
                                behaviors: [behavior], display: display)
        _ = try Recorder.record(gif)
        var stripDisplay = RecordingDisplay()
        stripDisplay.layers.showsHUD = false
        stripDisplay.layers.showsOverlays = true
        let strip = RecordRequest(scenario: scenario.fileName, outputPath: base + ".filmstrip.png",
                                  output: .filmstrip(every: 12, columns: nil, downscale: nil),
                                  behaviors: [behavior], display: stripDisplay)
        _ = try Recorder.record(strip)
        return [tracePath, base + ".gif", base + ".filmstrip.png"]
    }
}

/// A bad `--artifacts` directory (exit 2).
package struct QAArtifactsError: Error, CustomStringConvertible {
    package var description: String
}
