import ArgumentParser
import Foundation
import PlaygroundMedia
import UserCodeHost

/// `playground new-behavior NAME`: writes `NAME.swift`, a commented starting
/// `ScrollTargetBehavior` (seed 004 v3's shape) to edit and run with
/// `--behavior-file` (docs/behavior-files.md).
struct NewBehaviorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-behavior",
        abstract: "Write a commented starting ScrollTargetBehavior file to edit and run with --behavior-file.",
        discussion: """
            NAME is kebab-case (my-paging); the file is NAME.swift in --directory and the type \
            MyPagingBehavior. An existing file is never overwritten (exit 2) unless --force.
            """
    )

    @Argument(help: ArgumentHelp("The behavior's name, kebab-case, e.g. my-paging.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("Where to write NAME.swift.", valueName: "dir"))
    var directory: String = "."

    @Flag(help: "Replace an existing file.")
    var force = false

    func run() throws {
        guard let typeName = BehaviorTemplate.typeName(for: name) else {
            throw PlaygroundExit.badInput("new-behavior: NAME must be kebab-case: lowercase letters and digits in words joined by single hyphens, starting with a letter, e.g. my-paging (got '\(name)')")
        }
        let path = (directory as NSString).appendingPathComponent("\(name).swift")
        try Self.write(BehaviorTemplate.text(name: name, typeName: typeName), to: path, force: force, command: "new-behavior")
        print("wrote \(path): \(typeName); run it with `playground run --preset pages --behavior paging --behavior-file \(path)`")
    }

    /// Writes a starting file atomically; never over an existing one unless
    /// `force` (exit 2), a full disk exits 3. `command` starts the messages.
    static func write(_ text: String, to path: String, force: Bool, command: String) throws {
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
