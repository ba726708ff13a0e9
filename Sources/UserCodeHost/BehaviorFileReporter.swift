import PlaygroundMedia
/// Says on stderr what happened to the window's behavior files: a reload,
/// a compile error (every error as `FILE:LINE:COLUMN: error: MESSAGE`), a
/// trap or timeout of the running version.
package enum BehaviorFileReporter {
    package static func report(_ events: [(file: LiveBehaviorFile, event: LiveBehaviorFile.Event)]) {
        for (file, event) in events {
            switch event {
            case .reloaded:
                printError("playground: \(file.path): reloaded (\(file.name), reload \(file.reloadCount))")
            case let .compileFailed(error):
                printError(PlaygroundMessage.error(error.description) + "\nplayground: \(file.path): the previous version keeps running")
            case let .hostFailed(error):
                printError(PlaygroundMessage.error(error.description) + "\nplayground: \(file.path): the lane scrolls freely until the file is saved again")
            }
        }
    }
}
