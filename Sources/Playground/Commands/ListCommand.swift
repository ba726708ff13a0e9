import ArgumentParser
import ScrollKitCore
import PlaygroundMedia
import PlaygroundStage

/// `playground list`: the presets, behaviors and bundled scenarios, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the presets, behaviors and bundled scenarios, one per line, with a short description.",
        discussion: """
            The scenarios are those `playground qa` runs without arguments (assets/scenarios in \\
            the current directory, else the ones bundled with playground); `playground trace NAME` \\
            runs one by name.
            """
    )

    @Flag(help: "Print the presets, behaviors (with their number keys) and devices as Markdown tables (what the README shows).")
    var markdown = false

    func run() throws {
        var out = FileDescriptorSink.standardOutput
        for line in markdown ? ListCommand.markdownLines() : ListCommand.lines() { out.writeLine(line) }
        try out.finish(output: "standard output")
    }

    /// The listing: a `presets:` section, a `behaviors:` section grouped by
    /// platform (`  SwiftUI:` …, behaviors indented once more), a
    /// `devices (--device):` section and a `scenarios:` section (last), each line `  name  summary` with names padded to
    /// one column (presets and behaviors share one, scenarios have their
    /// own). A scenario file that does not load is listed with its error
    /// instead of a description.
    static func lines() -> [String] {
        let width = (PresetCatalog.names + BehaviorCatalog.names).map(\.count).max() ?? 0
        func row(_ name: String, _ summary: String, _ width: Int) -> String {
            "  " + name + String(repeating: " ", count: max(0, width - name.count) + 2) + summary
        }
        var lines = ["presets:"]
        lines += PresetCatalog.all.map { row($0.name, $0.summary, width) }
        lines.append("behaviors:")
        // Grouped by platform (SwiftUI, Flutter, CSS, the playground's own),
        // catalog order within a group.
        for platform in BehaviorCatalog.platforms {
            let group = BehaviorCatalog.entries.filter { $0.platform == platform }
            guard !group.isEmpty else { continue }
            lines.append("  \(platform):")
            lines += group.map { "  " + row($0.name, $0.summary, width) }
        }
        lines.append("devices (--device):")
        lines += Device.all.map { row($0.name, $0.summary, width) }
        lines.append("scenarios:")
        let scenarios = scenarioRows()
        let scenarioWidth = scenarios.map(\.name.count).max() ?? 0
        lines += scenarios.map { row($0.name, $0.description, scenarioWidth) }
        return lines
    }

    /// `list --markdown`: the presets, the behaviors (grouped by platform as
    /// in `lines()`, each with the number key that selects it in the window,
    /// `BehaviorCatalog.entry(forNumberKey:)`) and the devices, as Markdown
    /// tables, from the same catalogs: pasted in the README, where the doc
    /// test compares them.
    static func markdownLines() -> [String] {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = ["| preset | what it shows |", "|---|---|"]
        lines += PresetCatalog.all.map { "| `\($0.name)` | \(cell($0.summary)) |" }
        lines += ["", "| key | behavior | platform | what it does |", "|---|---|---|---|"]
        let keys = Dictionary(uniqueKeysWithValues: (0...9).compactMap { key in
            BehaviorCatalog.entry(forNumberKey: key).map { ($0.name, key) }
        })
        for platform in BehaviorCatalog.platforms {
            for entry in BehaviorCatalog.entries where entry.platform == platform {
                let key = keys[entry.name].map { "\($0)" } ?? ""
                lines.append("| \(key) | `\(entry.name)` | \(platform) | \(cell(entry.summary)) |")
            }
        }
        lines += ["", "| device (`--device`) | screen |", "|---|---|"]
        lines += Device.all.map { "| `\($0.name)` | \(cell($0.summary)) |" }
        return lines
    }

    /// Name and one-line description of every bundled scenario, by file name.
    static func scenarioRows() -> [(name: String, description: String)] {
        guard let directory = ScenarioPaths.defaultDirectory(),
              let files = try? ScenarioPaths.files(in: [directory])
        else { return [] }
        return files.map { (file: String) -> (name: String, description: String) in
            do throws(ScenarioError) {
                let s = try Scenario.load(path: file)
                return (s.name, s.description.isEmpty ? "(no description)" : s.description)
            } catch {
                return (file, PlaygroundMessage.error(error.description))
            }
        }
    }
}
