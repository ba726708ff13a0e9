import PlaygroundMedia
import ScrollKitCore

/// The behavior of the lane `view`: what the view file's outermost
/// `ScrollView` says with `.scrollTargetBehavior`. A built-in (`.paging`,
/// `.viewAligned(…)`) runs as the playground's own behavior of that name,
/// the same code; a type of the user's own is asked in the view's host.
package struct ViewOwnBehavior: NamedScrollTargetBehavior {
    /// The lane's name.
    package static let laneName = "view"

    let declared: HostedScrollView.Behavior
    package let scene: ViewFileScene

    package var name: String { Self.laneName }

    package func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        if let catalogName = declared.catalogName {
            if let behavior = BehaviorCatalog.behavior(named: catalogName) {
                target = behavior.updatedTarget(target, context: context)
            }
        } else {
            scene.view.updateTarget(&target, context: context)
        }
    }

    /// What the HUD and `trace` say the lane runs: `view (paging)`.
    package var summary: String {
        switch declared {
        case let .custom(type): return "\(Self.laneName) (\(type))"
        default: return "\(Self.laneName) (\(declared.catalogName ?? "free"))"
        }
    }
}
