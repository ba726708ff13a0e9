import Foundation
import ScrollKitCore

/// The behavior files a scenario names (`Scenario.behaviorFiles`, written by
/// `run --capture` when lanes ran `--behavior-file`s): `trace`, `record` and
/// `qa` of the capture compile and start each, so it replays as it was
/// captured. A file that is gone is an error naming the scenario, the lane
/// and the path; a file whose text changed since the capture is replayed
/// as it is now, with one warning on stderr saying so.
package enum CapturedBehaviorFiles {
    /// The hash a capture records for a file's text (`ScenarioBehaviorFile.hash`).
    package static func hash(of text: String) -> String {
        var h = ContentHash()
        h.add(text)
        return h.hex
    }

    /// The capture entries for the window's files (absolute paths, the
    /// hash of the text each lane runs now).
    package static func entries(for files: BehaviorFileSet) -> [ScenarioBehaviorFile] {
        files.files.map { file in
            let path = file.path.hasPrefix("/") ? file.path : FileManager.default.currentDirectoryPath + "/" + file.path
            return ScenarioBehaviorFile(
                name: file.name, path: (path as NSString).standardizingPath, hash: hash(of: file.runningText),
                expression: file.expression)
        }
    }

    /// Where `file` is: its path, or, when relative, beside the scenario file.
    static func resolvedPath(of file: ScenarioBehaviorFile, in scenario: Scenario) -> String {
        if file.path.hasPrefix("/") || scenario.fileName.isEmpty { return file.path }
        return ((scenario.fileName as NSString).deletingLastPathComponent as NSString).appendingPathComponent(file.path)
    }

    /// Compiles and starts every file `scenario` names, except `skipping`
    /// (names already given on the command line); `warn` gets the lines
    /// about changed files.
    package static func load(for scenario: Scenario, skipping: Set<String> = [], warn: (String) -> Void) throws(BehaviorFileError) -> [HostedScrollTargetBehavior] {
        var loaded: [HostedScrollTargetBehavior] = []
        var loader: BehaviorFileLoader?
        for file in scenario.behaviorFiles where !skipping.contains(file.name) {
            let path = resolvedPath(of: file, in: scenario)
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw BehaviorFileError(
                    kind: .invalidFile, file: path,
                    message: "\(scenario.fileName) ran lane \"\(file.name)\" with this behavior file, which cannot be read now; put it back or pass --behavior-file")
            }
            let now = hash(of: text)
            if now != file.hash {
                warn("warning: \(path) changed since \(scenario.fileName) was captured (hash \(file.hash) then, \(now) now): replaying lane \"\(file.name)\" with the file as it is now")
            }
            if loader == nil { loader = try BehaviorFileLoader(for: path) }
            let source = try BehaviorSourceFile(path: path, text: text, expression: file.expression)
            let hosted = try loader!.load(source)
            loaded.append(hosted)
        }
        return loaded
    }

    /// `loaded` by the names the scenario gives them.
    package static func byName(_ loaded: [HostedScrollTargetBehavior], in scenario: Scenario) -> [String: any NamedScrollTargetBehavior] {
        var behaviors: [String: any NamedScrollTargetBehavior] = [:]
        for file in scenario.behaviorFiles {
            let path = resolvedPath(of: file, in: scenario)
            if let hosted = loaded.first(where: { $0.compiled.file == path }) { behaviors[file.name] = hosted }
        }
        return behaviors
    }
}
