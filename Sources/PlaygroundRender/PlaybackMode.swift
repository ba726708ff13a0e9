/// What the window is showing: the live engine, a frozen frame, a replay of
/// recorded input, or a new timeline branched from a past frame.
package enum PlaybackMode: String, CaseIterable, Hashable, Sendable {
    case live
    case paused
    case replaying
    case branched
    /// A scenario played headless (`playground record`).
    case scripted

    /// The HUD's badge text.
    package var badge: String {
        switch self {
        case .live: return "LIVE"
        case .paused: return "PAUSED"
        case .replaying: return "REPLAY"
        case .branched: return "BRANCHED"
        case .scripted: return "SCENARIO"
        }
    }
}
