/// Why bytes are not an encoded `DisplayList`: what was wrong and the byte
/// offset where reading stopped.
public struct DisplayListDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was expected or found.
    public var message: String
    /// Offset of the byte where reading failed.
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "display list: \(message) at byte \(offset)" }
}
