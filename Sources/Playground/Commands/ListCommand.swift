import ArgumentParser
import ScrollKitCore

/// `playground list`: the presets and behaviors, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the presets and behaviors, one per line, with a short description."
    )

    func run() throws {
        var out = FileDescriptorSink.standardOutput
        for line in ListCommand.lines() { out.writeLine(line) }
        out.flush()
    }

    /// The listing: a `presets:` section then a `behaviors:` section, each
    /// line `  name  summary` with names padded to one column.
    static func lines() -> [String] {
        let width = (PresetCatalog.names + BehaviorCatalog.names).map(\.count).max() ?? 0
        func row(_ name: String, _ summary: String) -> String {
            "  " + name + String(repeating: " ", count: width - name.count + 2) + summary
        }
        var lines = ["presets:"]
        lines += PresetCatalog.all.map { row($0.name, $0.summary) }
        lines.append("behaviors:")
        lines += BehaviorCatalog.entries.map { row($0.name, $0.summary) }
        lines.append("devices (--device):")
        lines += Device.all.map { row($0.name, $0.summary) }
        return lines
    }
}
