/// The playback speed of the engine clock relative to the wall clock:
/// 1×, ½×, ¼× or ⅒× (slow motion, `S` cycles through them).
package struct PlaybackSpeed: Hashable, Sendable {
    /// Engine seconds per wall-clock second, in (0, 1].
    package let factor: Double
    /// How the HUD shows it, e.g. `½×`.
    package let label: String

    package static let normal = PlaybackSpeed(factor: 1, label: "1×")
    package static let half = PlaybackSpeed(factor: 0.5, label: "½×")
    static let quarter = PlaybackSpeed(factor: 0.25, label: "¼×")
    static let tenth = PlaybackSpeed(factor: 0.1, label: "⅒×")

    /// The speeds in cycling order.
    package static let all: [PlaybackSpeed] = [.normal, .half, .quarter, .tenth]

    /// The next slower speed, wrapping from ⅒× back to 1×.
    package var next: PlaybackSpeed {
        let i = PlaybackSpeed.all.firstIndex(of: self) ?? 0
        return PlaybackSpeed.all[(i + 1) % PlaybackSpeed.all.count]
    }
}
