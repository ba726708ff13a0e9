import ArgumentParser

/// `playground`: the ScrollKit Playground command line (CONTRACTS.md).
@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Scroll a container of rectangles, study scroll physics and paging behaviors frame by frame.",
        subcommands: [RunCommand.self, TraceCommand.self, QACommand.self],
        defaultSubcommand: RunCommand.self
    )
}
