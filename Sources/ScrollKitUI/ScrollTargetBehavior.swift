/// Decides where a scroll ends, as SwiftUI's `ScrollTargetBehavior`.
///
/// `updateTarget(_:context:)` is called when a gesture ends, with `target`
/// set to where the motion would naturally rest, and again when the
/// container's size changes; move `target` to where the scroll should end.
/// As in SwiftUI the requirement is `mutating`, so a non-mutating
/// implementation satisfies it too.
///
/// In the playground every call works on a fresh value made by `init()`, so
/// an answer depends only on its arguments: traces are deterministic and a
/// gesture replayed by time travel gets the same answer as the first time.
public protocol ScrollTargetBehavior {
    /// The context in which a scroll behavior updates the scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Updates the proposed target that a scrollable view should scroll to.
    mutating func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}
