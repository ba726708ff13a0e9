import ArgumentParser
import Foundation

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
        subcommands: [RunCommand.self, TraceCommand.self, QACommand.self, RecordCommand.self, ProbeCommand.self, ListCommand.self, KeysCommand.self, BenchCommand.self, NewBehaviorCommand.self, BehaviorHostCommand.self],
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

    /// Runs the command line and returns the exit status (tests call this).
    static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let failure as PlaygroundExit {
            if !failure.message.isEmpty { printError("playground: \(failure.message)") }
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
}
