/// Why a probe line was rejected. `message` names the field (or the JSON
/// syntax problem) and never the line: `ProbeResponder` prefixes "line N: ".
public struct ProbeInputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
