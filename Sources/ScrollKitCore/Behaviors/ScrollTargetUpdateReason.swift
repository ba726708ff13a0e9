/// Why the engine calls `updateTarget`.
public enum ScrollTargetUpdateReason: String, Hashable, Sendable {
    /// A drag was released, a trackpad gesture ended, a wheel notch or a key arrived.
    case gestureEnded = "gesture"
    /// The container changed size; original and proposed targets are the
    /// offset that keeps the leading visible item in place.
    case containerResized = "resize"
}
