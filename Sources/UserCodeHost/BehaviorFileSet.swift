import ScrollKitCore

/// The `--behavior-file`s of one window, by behavior name (the file name
/// without `.swift`): what lanes ask for a behavior before the catalog, and
/// what the window polls for saves.
package final class BehaviorFileSet: @unchecked Sendable {
    /// In command-line order.
    package let files: [LiveBehaviorFile]

    package init(files: [LiveBehaviorFile] = []) {
        self.files = files
    }

    /// Loads every path (compile or cache, start the hosts); throws the first
    /// failure, naming its file.
    package convenience init(paths: [String]) throws(BehaviorFileError) {
        guard let first = paths.first else {
            self.init()
            return
        }
        let loader = try BehaviorFileLoader(for: first)
        var files: [LiveBehaviorFile] = []
        for path in paths { files.append(try LiveBehaviorFile(path: path, loader: loader)) }
        self.init(files: files)
    }

    /// The behavior names, in order.
    package var names: [String] { files.map(\.name) }

    /// The file behavior named `name`, or nil.
    package func file(named name: String) -> LiveBehaviorFile? {
        files.first { $0.name == name }
    }

    /// The behavior named `name`: a file's, else `catalog`'s, else nil.
    package func behavior(named name: String, in catalog: Catalog) -> (any NamedScrollTargetBehavior)? {
        file(named: name) ?? catalog.behavior(named: name)
    }

    /// What a lane running `behavior` is titled: a behavior file's `label`
    /// (`snap = SnapBehavior(step: 10)`), else the behavior's name.
    package static func title(of behavior: any NamedScrollTargetBehavior) -> String {
        if let file = behavior as? LiveBehaviorFile { return file.label }
        if let hosted = behavior as? HostedScrollTargetBehavior { return hosted.label }
        return behavior.name
    }

    /// Counts reloads of all files: changes whenever any lane's code changed.
    package var generation: Int { files.reduce(0) { $0 + $1.reloadCount } }

    /// Polls every file (once per frame); returns the events with their files.
    package func poll(wall: Double) -> [(file: LiveBehaviorFile, event: LiveBehaviorFile.Event)] {
        files.flatMap { file in file.poll(wall: wall).map { (file, $0) } }
    }
}
