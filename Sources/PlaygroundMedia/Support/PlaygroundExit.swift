import Foundation

/// The playground's exit statuses (docs/formats.md) and the one-line error that
/// goes with them. Throwing one prints `message` on stderr and exits.
package struct PlaygroundExit: Error, CustomStringConvertible {
    /// 1: QA failures.
    package static let qaFailureStatus: Int32 = 1
    /// 2: bad input (usage, unreadable or malformed file, bad value).
    package static let badInputStatus: Int32 = 2
    /// 3: no display or another environment problem.
    package static let environmentStatus: Int32 = 3

    package var status: Int32
    package var message: String

    package var description: String { message }

    package static func badInput(_ message: String) -> PlaygroundExit {
        PlaygroundExit(status: badInputStatus, message: message)
    }

    package static func environment(_ message: String) -> PlaygroundExit {
        PlaygroundExit(status: environmentStatus, message: message)
    }
    /// The memberwise initializer, for the modules above this one.
    package init(status: Int32, message: String) {
        self.status = status
        self.message = message
    }
}

/// Writes a line to standard error.
package func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
