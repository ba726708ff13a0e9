/// What the input interpreter recognised as the source of the current motion.
/// The trace's `source` field uses the raw values.
public enum InputSource: String, CaseIterable, Hashable, Sendable {
    case none
    /// Mouse wheel notches.
    case wheel
    /// Trackpad deltas (fractional or high-rate wheel events).
    case trackpad
    /// A pointer drag (left mouse button or a finger).
    case drag
    /// Keyboard commands.
    case keys
    /// A programmatic scroll (`scrollTo`, a resize re-target).
    case program
}
