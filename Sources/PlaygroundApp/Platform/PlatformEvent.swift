import ScrollKitCore

/// What one SDL event means to the playground, after translation at the edge.
/// Nothing past the translator sees an SDL type.
package enum PlatformEvent: Equatable {
    /// A raw device event for the engine(s), with its time in seconds on the
    /// run's clock.
    case input(TimedInputEvent)
    /// A key that the window itself handles (not a scroll key).
    case command(KeyPress)
    /// The pointer moved (for hover and timeline scrubbing), logical pixels.
    case hover(Point)
    /// The user closed the window.
    case quit
}
