/// What a key asks for, after the interpreter mapped it to an axis.
/// `direction` is +1 toward the end of the content, −1 toward the start.
public enum KeyCommand: Hashable, Sendable {
    /// One line (`InterpreterConfiguration.lineStep`).
    case line(Axis, direction: Double)
    /// One page: the container length minus `pageOverlap` of it.
    case page(Axis, direction: Double)
    /// The start of the content.
    case home(Axis)
    /// The end of the content.
    case end(Axis)
}
