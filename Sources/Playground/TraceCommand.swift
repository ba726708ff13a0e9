import ArgumentParser

/// `playground trace SCENARIO`: one JSON line per engine tick on stdout.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a scenario headless and print one JSON line per engine tick."
    )

    @Argument(help: "The scenario file (JSON, CONTRACTS.md format).")
    var scenario: String

    func run() throws {
        print("not built yet: \(scenario)")
    }
}
