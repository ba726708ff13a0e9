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

    @OptionGroup var file: NewFileOptions

    func run() throws {
        guard let typeName = BehaviorTemplate.typeName(for: name) else {
            throw PlaygroundExit.badInput("new-behavior: NAME must be kebab-case: lowercase letters and digits in words joined by single hyphens, starting with a letter, e.g. my-paging (got '\(name)')")
        }
        let path = file.path(name: name)
        try file.write(BehaviorTemplate.text(name: name, typeName: typeName), to: path, command: "new-behavior")
        print("wrote \(path): \(typeName); run it with `playground run --preset pages --behavior paging --behavior-file \(path)`")
    }
}
