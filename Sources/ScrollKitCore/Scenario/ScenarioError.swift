/// Why a scenario could not be read or run. The description is one line that
/// names the file, the line and the field, e.g.
/// `scenarios/x.json:12: events[3].drag.duration must be a positive number (got -1)`.
/// Commands print it and exit with status 2 (bad input).
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, broadly.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read (missing, a directory, too large, not UTF-8).
        case unreadable
        /// The text is not valid JSON.
        case syntax
        /// Valid JSON, but a field is missing, unknown or out of range.
        case invalid
    }

    public var kind: Kind
    /// The file as the user named it (empty when the text came from elsewhere).
    public var file: String
    /// 1-based line, or nil when the error is about the whole file.
    public var line: Int?
    /// 1-based column, for syntax errors.
    public var column: Int?
    /// The field path, e.g. `events[3].drag.duration` (empty for the whole document).
    public var field: String
    /// The message without the file and line; it names the field itself.
    public var message: String

    public init(kind: Kind, file: String, line: Int?, column: Int? = nil, field: String = "", message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    public var description: String {
        var location = file.isEmpty ? "<scenario>" : file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }
}
