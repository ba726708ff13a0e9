import ScrollKitCore

/// The state of every lane at one tick: what time travel stores per tick.
/// Engines are values, so a snapshot is a plain copy.
package struct LaneSnapshot: Sendable {
    package var engines: [ScrollEngine]
    /// Tick (all lanes step together).
    package var tick: Int { engines.first?.tick ?? 0 }

    /// The memberwise initializer, for the modules above this one.
    package init(engines: [ScrollEngine]) {
        self.engines = engines
    }
}
