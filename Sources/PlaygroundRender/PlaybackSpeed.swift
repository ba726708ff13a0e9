/// The playback speed of the engine clock relative to the wall clock:
/// 1×, ½×, ¼× or ⅒× (slow motion, `S` cycles through them).
struct PlaybackSpeed: Hashable, Sendable {
    /// Engine seconds per wall-clock second, in (0, 1].
    let factor: Double
    /// How the HUD shows it, e.g. `½×`.
    let label: String

    static let normal = PlaybackSpeed(factor: 1, label: "1×")
    static let half = PlaybackSpeed(factor: 0.5, label: "½×")
    static let quarter = PlaybackSpeed(factor: 0.25, label: "¼×")
    static let tenth = PlaybackSpeed(factor: 0.1, label: "⅒×")

    /// The speeds in cycling order.
    static let all: [PlaybackSpeed] = [.normal, .half, .quarter, .tenth]

    /// The next slower speed, wrapping from ⅒× back to 1×.
    var next: PlaybackSpeed {
        let i = PlaybackSpeed.all.firstIndex(of: self) ?? 0
        return PlaybackSpeed.all[(i + 1) % PlaybackSpeed.all.count]
    }
}
