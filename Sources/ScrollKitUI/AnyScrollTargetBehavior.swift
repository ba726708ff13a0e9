public import ScrollKitCore

/// A type-erased behavior, as SwiftUI's `AnyScrollTargetBehavior`.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    private var update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void
    private let propertiesOf: (ScrollTargetBehaviorPropertiesContext) -> ScrollTargetBehaviorProperties

    public init(_ behavior: some ScrollTargetBehavior) {
        var box = behavior
        update = { target, context in box.updateTarget(&target, context: context) }
        propertiesOf = { context in behavior.properties(context: context) }
    }

    public mutating func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        update(&target, context)
    }

    public func properties(context: PropertiesContext) -> Properties {
        propertiesOf(context)
    }
}
