/// What an `onPhaseChange` observer learns besides the two phases, as
/// SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Hashable, Sendable {
    /// The geometry at the moment of the change.
    public var geometry: ScrollGeometry
    /// The content velocity at the moment of the change, px/s (the release
    /// velocity when a gesture ends).
    public var velocity: Vector
    /// When the change happened, seconds (engine clock; the event's own time).
    public var time: Double

    public init(geometry: ScrollGeometry, velocity: Vector, time: Double) {
        self.geometry = geometry
        self.velocity = velocity
        self.time = time
    }
}
