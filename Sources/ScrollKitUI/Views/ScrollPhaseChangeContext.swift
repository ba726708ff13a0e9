/// What `onScrollPhaseChange` tells besides the phases, as SwiftUI's
/// `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry at the change.
    public let geometry: ScrollGeometry
    /// The content's velocity at the change, points per second (positive
    /// toward the end), nil when the engine gave none.
    public let velocity: CGVector?
}
