/// Properties influencing the scroll view a behavior applies to, as
/// SwiftUI's `ScrollTargetBehaviorProperties` (iOS 18.4).
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether the behavior limits the distance a scroll goes by default:
    /// when true the engine lets one gesture move at most one container
    /// length from where it began (the proposed target it passes to
    /// `updateTarget` is limited so); when false a fling passes unlimited.
    /// False by default, as in SwiftUI.
    public var limitsScrolls: Bool

    /// The default properties.
    public init() {
        limitsScrolls = false
    }
}
