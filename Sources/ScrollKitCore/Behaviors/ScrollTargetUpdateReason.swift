/// Why the engine calls `updateTarget`.
public enum ScrollTargetUpdateReason: String, Hashable, Sendable {
    /// A drag was released, a trackpad gesture ended, a wheel notch or a key arrived.
    case gestureEnded = "gesture"
    /// The container changed size; original and proposed targets are the
    /// offset that keeps the leading visible item in place.
    case containerResized = "resize"
    /// The snapping rules changed while the content was at rest: a new
    /// behavior, preset (layout) or scroll axes. Original and proposed
    /// targets are the resting offset, the velocity is 0; the engine animates
    /// to the answer (as Flutter and CSS re-snap when their rules change).
    case configurationChanged = "reconfigure"
}
