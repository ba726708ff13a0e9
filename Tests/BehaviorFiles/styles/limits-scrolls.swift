import SwiftUI

/// Leaves the target where the scroll view proposes it; says through
/// iOS 18.4's properties whether scrolls are limited.
struct LimitedFreeBehavior: ScrollTargetBehavior {
    var limits = true

    func properties(context: PropertiesContext) -> Properties {
        var properties = Properties()
        properties.limitsScrolls = limits
        return properties
    }

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
