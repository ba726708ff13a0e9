import ArgumentParser

/// `playground run`: opens the window (the default subcommand).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the playground window."
    )

    func run() throws {
        print("the window is not built yet")
    }
}
