import ScrollKitCore

/// One scroll container of the window: an engine and the tick at which its
/// run started on the session's clock (an engine rebuilt after a preset or
/// axis change starts again at its own tick 0).
struct Lane: Sendable {
    var engine: ScrollEngine
    /// Session tick of the engine's tick 0.
    var baseTick: Int

    /// The engine's last record with tick and time on the session's clock.
    var record: FrameRecord {
        var r = engine.lastRecord
        r.tick += baseTick
        r.time = Double(r.tick) * engine.configuration.tickLength
        return r
    }
}
