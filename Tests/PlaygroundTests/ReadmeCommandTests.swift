import Foundation
import Testing
import PlaygroundTestSupport

/// The README runs as written: every `playground` command in its shell code
/// blocks is run (from a scratch directory that sees the repository's
/// `assets` and `examples`, with the built `playground` first on PATH) and must
/// exit 0, as the README implies; a trailing `# {…}` comment is the exact
/// line it must print. The `playground run` lines open a window: the
/// real-window suite runs them (`WindowSmokeTests+Readme.swift`).
@Suite struct ReadmeCommandTests {
    /// One command of the README: the shell text and the comment after it.
    struct Command: CustomStringConvertible, Sendable {
        var line: Int
        var shell: String
        var comment: String
        var description: String { "README.md:\(line): \(shell)" }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shell commands that run `playground`, from ```sh blocks, with `\`
    /// continuations joined and comments (a `#` after a space, outside
    /// quotes) split off: the headless ones, or with `windowed` only the
    /// `playground run` ones.
    static func commands(in text: String, windowed: Bool = false) -> [Command] {
        var out: [Command] = []
        var inShell = false
        var pending: (line: Int, text: String)?
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("```") {
                inShell = !inShell && ["```sh", "```shell", "```bash"].contains(line.trimmingCharacters(in: .whitespaces))
                continue
            }
            guard inShell else { continue }
            let (code, comment) = split(line)
            var joined = (pending?.text ?? "") + code
            let start = pending?.line ?? i + 1
            if joined.hasSuffix("\\") {
                joined.removeLast()
                pending = (start, joined)
                continue
            }
            pending = nil
            let shell = joined.trimmingCharacters(in: .whitespaces)
            let words = shell.split(whereSeparator: { $0 == " " || $0 == "|" })
            // `playground run` opens a window: the real-window suite
            // (WindowSmokeTests, under Xvfb) runs it, not this one.
            let opensWindow = words.first == "playground" && (words.count == 1 || words[1] == "run" || words[1].hasPrefix("-"))
            guard opensWindow == windowed else { continue }
            if words.first == "playground" || shell.contains("| playground") {
                out.append(Command(line: start, shell: shell, comment: comment))
            }
        }
        return out
    }

    /// Code and comment of one line: the comment starts at a `#` that follows
    /// whitespace outside single or double quotes.
    static func split(_ line: String) -> (String, String) {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let c = line[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
            } else if c == "#", previous == " " {
                let code = String(line[..<index]).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                return (code, String(line[line.index(after: index)...]).trimmingCharacters(in: .whitespaces))
            }
            previous = c
        }
        return (line, "")
    }

    static let readme: [Command] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return commands(in: text)
    }()

    /// The README's `playground run` lines (and bare `playground`).
    static let readmeWindowed: [Command] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return commands(in: text, windowed: true)
    }()

    /// A scratch directory that sees the repository's `assets`, `examples` and `Tests` (the README runs a behavior file from Tests/BehaviorFiles).
    static func scratchDirectory() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["assets", "examples", "Tests"] {
            try FileManager.default.createSymbolicLink(at: scratch.appendingPathComponent(name),
                                                       withDestinationURL: root.appendingPathComponent(name))
        }
        return scratch
    }

    /// The environment with the built `playground` first on PATH.
    static func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        let bin = URL(fileURLWithPath: Tools.playground).deletingLastPathComponent().path
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return environment
    }

    @Test func theReadmeHasCommands() {
        #expect(Self.readme.count >= 8, "\(Self.readme)")
        #expect(Self.readme.contains { $0.shell.contains("qa --behavior all") })
        #expect(!Self.readmeWindowed.isEmpty && Self.readmeWindowed.allSatisfy { $0.shell.hasPrefix("playground") })
        #expect(!Self.readme.contains { $0.shell.hasPrefix("playground run") })
    }

    @Test func commentsAndContinuationsAreParsed() {
        let text = "```sh\nplayground a 'x # y' \\\n    --b   # the comment\necho z | playground c  # {\"k\": 1}\nls # not ours\n```\n"
        let found = Self.commands(in: text)
        #expect(found.map(\.shell) == ["playground a 'x # y'     --b", "echo z | playground c"])
        #expect(found.map(\.comment) == ["the comment", "{\"k\": 1}"])
        #expect(found.map(\.line) == [2, 4])
    }

    @Test(arguments: readme)
    func runsAsWritten(command: Command) throws {
        let scratch = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = Self.environment()
        let script = "cd '\(scratch.path)' && \(command.shell)"
        let result = try Tools.run("/bin/sh", ["-c", script], environment: environment, timeout: 300)
        #expect(result.status == 0, "\(command)\n\(result.stderr)")
        if command.comment.hasPrefix("{") {
            #expect(result.stdout == command.comment + "\n", "\(command)")
        }
    }
}
