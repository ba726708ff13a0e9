import ScrollKitCore

/// The state of every lane at one tick: what time travel stores per tick.
/// Engines are values, so a snapshot is a plain copy.
struct LaneSnapshot: Sendable {
    var engines: [ScrollEngine]
    /// Tick (all lanes step together).
    var tick: Int { engines.first?.tick ?? 0 }
}
