/// What an engine's `onPhaseChange` observer learns besides the two phases:
/// the engine's geometry, velocity (px/s) and time. ScrollKitUI's
/// `ScrollPhaseChangeContext` is SwiftUI's, for views; this one is the
/// engine's, with the change's time.
public struct ScrollEnginePhaseChangeContext: Hashable, Sendable {
    /// The geometry at the moment of the change.
    public var geometry: ScrollEngineGeometry
    /// The content velocity at the moment of the change, px/s (the release
    /// velocity when a gesture ends).
    public var velocity: Vector
    /// When the change happened, seconds (engine clock; the event's own time).
    public var time: Double

    public init(geometry: ScrollEngineGeometry, velocity: Vector, time: Double) {
        self.geometry = geometry
        self.velocity = velocity
        self.time = time
    }
}
