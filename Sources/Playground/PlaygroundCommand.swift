import ArgumentParser
import Foundation
import ScrollKitCore
import PlaygroundMedia

/// `playground`: the ScrollKit Playground command line (docs/formats.md).
@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Scroll a container of rectangles, study scroll physics and paging behaviors frame by frame.",
        discussion: """
        With no subcommand, 'run' opens the window. Exit status: 0 success, 1 QA failures, \
        2 bad input (the message names the file, line or field), 3 no display or another \
        environment problem.
        """,
        subcommands: [RunCommand.self, TraceCommand.self, QACommand.self, RecordCommand.self, ProbeCommand.self, ListCommand.self, KeysCommand.self, BenchCommand.self, NewBehaviorCommand.self, NewViewCommand.self, BehaviorHostCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Parses and runs, mapping errors to docs/formats.md's exit statuses:
    /// usage errors exit 2 (swift-argument-parser would use 64).
    static func main() {
        // A closed pipe (`playground trace … | head`) must show up as EPIPE
        // from write(2), which the output sinks end quietly on, not kill us.
        signal(SIGPIPE, SIG_IGN)
        main(CommandLine.arguments.dropFirst().map { $0 })
    }

    static func main(_ arguments: [String]) {
        let status = run(arguments)
        Foundation.exit(status)
    }

    /// Runs the command line and returns the exit status (tests call this,
    /// with `reportingTo` to capture the unknown-subcommand message that
    /// would otherwise go to standard error).
    static func run(_ arguments: [String], reportingTo report: (String) -> Void = printError) -> Int32 {
        if let unknown = unknownSubcommand(arguments) {
            report(unknown)
            return PlaygroundExit.badInputStatus
        }
        do {
            var command = try Self.command(for: arguments)
            try command.run()
            return 0
        } catch let failure as PlaygroundExit {
            if !failure.message.isEmpty { printError(PlaygroundMessage.error(failure.message)) }
            return failure.status
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                return 0
            }
            if !message.isEmpty { printError(message) }
            return code == .validationFailure ? PlaygroundExit.badInputStatus : code.rawValue
        }
    }

    /// The command `arguments` name. `qa merge` is routed by hand: `qa`
    /// takes paths as positional arguments, and the parser would read
    /// `merge` as one.
    static func command(for arguments: [String]) throws -> any ParsableCommand {
        if arguments.count >= 2, arguments[0] == "qa", arguments[1] == "merge" {
            return try QAMergeCommand.parse(Array(arguments.dropFirst(2)))
        }
        return try parseAsRoot(arguments)
    }

    /// The message for a first argument that names no subcommand, nil when
    /// it is an option, a subcommand or `help`: `run` (the default
    /// subcommand) takes no positional argument, so a bare word there is a
    /// mistyped subcommand, and the user needs the list of subcommands, not
    /// `run`'s usage.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.isEmpty else { return nil }
        let commands = configuration.subcommands
        let names = commands.compactMap { $0.configuration.commandName }
        guard !names.contains(first), first != "help" else { return nil }
        let width = names.map(\.count).max() ?? 0
        var lines = [PlaygroundMessage.error(
            "unknown command '\(PlaygroundMessage.cut(first))'" + (NameSuggestion.closest(to: first, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""))]
        lines.append("Subcommands:")
        for command in commands {
            guard let name = command.configuration.commandName, command.configuration.shouldDisplay else { continue }
            let abstract = command.configuration.abstract
            lines.append("  " + name + String(repeating: " ", count: width - name.count + 2) + abstract)
        }
        lines.append("See 'playground help <subcommand>' for a subcommand's options.")
        return lines.joined(separator: "\n")
    }
}
