/// Decides where a scroll ends, as SwiftUI's `ScrollTargetBehavior`: the
/// protocol a user's behavior file conforms to (ScrollKitUI re-exports it)
/// and the built-in behaviors conform to (through
/// `NamedScrollTargetBehavior`).
///
/// `updateTarget(_:context:)` is called when a gesture ends, with `target`
/// set to where the motion would naturally rest (clamped to the valid
/// offsets), and again when the container's size changes; move `target` to
/// where the scroll should end. The engine then lands exactly on it
/// (clamping an out-of-range answer, visibly, to the valid offsets). As in
/// SwiftUI the requirement is `mutating`, so a non-mutating implementation
/// satisfies it too.
///
/// `properties(context:)` (iOS 18.4) says whether the behavior limits how
/// far a scroll goes (`limitsScrolls`); the default says it does not.
public protocol ScrollTargetBehavior {
    /// The context in which a scroll behavior updates the scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// The properties of a scroll behavior.
    typealias Properties = ScrollTargetBehaviorProperties
    /// The context in which a scroll behavior decides its properties.
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext

    /// Updates the proposed target that a scrollable view should scroll to.
    mutating func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)

    /// The properties of this behavior.
    func properties(context: Self.PropertiesContext) -> Self.Properties
}

extension ScrollTargetBehavior {
    /// SwiftUI's default: the default properties (`limitsScrolls == false`).
    public func properties(context: Self.PropertiesContext) -> Self.Properties {
        Properties()
    }
}
