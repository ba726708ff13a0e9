import ArgumentParser
import Foundation

/// The playground's exit statuses (docs/formats.md) and the one-line error that
/// goes with them. Throwing one prints `message` on stderr and exits.
struct PlaygroundExit: Error, CustomStringConvertible {
    /// 1: QA failures.
    static let qaFailureStatus: Int32 = 1
    /// 2: bad input (usage, unreadable or malformed file, bad value).
    static let badInputStatus: Int32 = 2
    /// 3: no display or another environment problem.
    static let environmentStatus: Int32 = 3

    var status: Int32
    var message: String

    var description: String { message }

    static func badInput(_ message: String) -> PlaygroundExit {
        PlaygroundExit(status: badInputStatus, message: message)
    }

    static func environment(_ message: String) -> PlaygroundExit {
        PlaygroundExit(status: environmentStatus, message: message)
    }
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
