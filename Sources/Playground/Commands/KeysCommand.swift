import ArgumentParser
import PlaygroundStage
import PlaygroundApp

/// `playground keys`: the window's keys, from `KeyMap` (the table the window
/// itself answers to and its help draws), so no copy of them can drift.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List the window's keys (what H shows in the window).",
        discussion: "With --markdown, the table pasted in the README, where the doc test compares it."
    )

    @Flag(help: "Print a Markdown table: keys, and what they do in detail.")
    var markdown = false

    func run() throws {
        var out = FileDescriptorSink.standardOutput
        for line in markdown ? KeysCommand.markdownLines() : KeysCommand.lines() { out.writeLine(line) }
        try out.finish(output: "standard output")
    }

    /// One line per key: section, keys and the help's words, in help order.
    static func lines() -> [String] {
        let width = KeyMap.entries.map(\.binding.keys.count).max() ?? 0
        var lines: [String] = []
        var section = ""
        for entry in KeyMap.entries {
            if entry.binding.section != section {
                section = entry.binding.section
                lines.append("\(section.lowercased()):")
            }
            let keys = entry.binding.keys
            lines.append("  " + keys + String(repeating: " ", count: width - keys.count + 2) + entry.binding.action)
        }
        return lines
    }

    /// The README's key table: every `KeyMap` entry, in help order, with
    /// its longer description (`KeyMap.Entry.detail`).
    static func markdownLines() -> [String] {
        ["| keys | what they do |", "|---|---|"] + KeyMap.entries.map {
            "| \($0.binding.keys.replacingOccurrences(of: "|", with: "\\|")) | \($0.detail) |"
        }
    }
}
