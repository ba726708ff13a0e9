import Foundation
import PlaygroundAssets
import ScrollKitCore

/// Finds scenario files: the `qa` command's paths (directories searched
/// recursively for `*.json`, files taken as they are) and the `trace`
/// command's single scenario (a path, or the name of a bundled scenario).
package enum ScenarioPaths {
    package struct NotFound: Error, CustomStringConvertible {
        package var description: String
    }

    /// The directory `qa` reads without arguments: `assets/scenarios` under
    /// the current directory, else the scenarios bundled with the executable.
    package static func defaultDirectory() -> String? {
        let local = "assets/scenarios"
        if isDirectory(local) { return local }
        if let bundled = PlaygroundAssets.scenariosDirectory?.path, isDirectory(bundled) { return bundled }
        return nil
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// Every scenario file under `paths` (each a path, or a bundled
    /// scenario's name as `resolve` takes it), sorted and without duplicates.
    /// Hidden files and directories (a leading dot) are skipped in directories.
    package static func files(in paths: [String]) throws(NotFound) -> [String] {
        var found = Set<String>()
        for argument in paths {
            let path = resolve(argument)
            var directory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &directory) else {
                throw NotFound(description: "\(path): no such file or directory\(bundledHint(argument))")
            }
            guard directory.boolValue else {
                found.insert(path)
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else {
                throw NotFound(description: "\(path): cannot list the directory")
            }
            let root = path.hasSuffix("/") ? String(path.dropLast()) : path
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = root + "/" + relative
                if name.hasPrefix(".") {
                    if isDirectory(full) { walker.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".json"), !isDirectory(full) { found.insert(full) }
            }
        }
        return found.sorted()
    }

    /// The file for `trace`'s argument: the path itself when it exists,
    /// otherwise a bundled scenario of that name (with or without `.json`).
    package static func resolve(_ argument: String) -> String {
        if FileManager.default.fileExists(atPath: argument) || argument.contains("/") { return argument }
        guard let directory = defaultDirectory() else { return argument }
        for candidate in [argument, argument + ".json"] {
            let path = directory + "/" + candidate
            if FileManager.default.fileExists(atPath: path), !isDirectory(path) { return path }
        }
        return argument
    }

    /// `load(path:)` of `resolve(argument)`; a name that is neither a file
    /// nor a bundled scenario gets a did-you-mean naming the closest bundled one.
    /// `viewGiven`: a `--view-file` replaces the preset (`preset` may be left out).
    package static func load(_ argument: String, viewGiven: Bool = false) throws(ScenarioError) -> Scenario {
        let path = resolve(argument)
        do {
            return try Scenario.load(path: path, viewGiven: viewGiven)
        } catch {
            var failure = error
            if failure.kind == .unreadable, !FileManager.default.fileExists(atPath: path) {
                failure.message += bundledHint(argument)
            }
            throw failure
        }
    }

    /// The names of the bundled scenarios (file names without `.json`), sorted.
    static func bundledNames() -> [String] {
        guard let directory = defaultDirectory(),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// `" (did you mean the bundled scenario \"x\"?)"` for a name without a
    /// slash close to a bundled scenario's, `"; 'playground list' shows the
    /// bundled scenarios"` for other names without a slash, else "".
    static func bundledHint(_ argument: String) -> String {
        guard !argument.contains("/") else { return "" }
        let word = argument.hasSuffix(".json") ? String(argument.dropLast(5)) : argument
        let names = bundledNames()
        if let near = NameSuggestion.closest(to: word, in: names) { return " (did you mean the bundled scenario \"\(near)\"?)" }
        return names.isEmpty ? "" : "; 'playground list' shows the bundled scenarios"
    }
}
