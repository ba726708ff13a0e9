import ArgumentParser
import Foundation
import PlaygroundMedia

/// Where `new-behavior` and `new-view` write their starting file, and
/// whether over an existing one; the writing both share.
struct NewFileOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where to write NAME.swift.", valueName: "dir"))
    var directory: String = "."

    @Flag(help: "Replace an existing file.")
    var force = false

    /// `NAME.swift` in `directory`.
    func path(name: String) -> String {
        (directory as NSString).appendingPathComponent("\(name).swift")
    }

    /// Writes a starting file atomically; never over an existing one unless
    /// `force` (exit 2), a full disk exits 3. `command` starts the messages.
    func write(_ text: String, to path: String, command: String) throws {
        if !force, FileManager.default.fileExists(atPath: path) {
            throw PlaygroundExit.badInput("\(command): \(path) already exists (use --force to replace it)")
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch let failure as AtomicFileError where failure.isStorageFailure {
            throw PlaygroundExit.environment("\(command): \(path): \(failure)")  // a full disk: exit 3
        } catch {
            throw PlaygroundExit.badInput("\(command): \(path): \(error)")
        }
    }
}
