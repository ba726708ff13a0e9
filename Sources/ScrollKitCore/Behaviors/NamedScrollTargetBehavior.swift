/// A behavior the playground's engine runs: a `ScrollTargetBehavior` with
/// the kebab-case name used on the command line, in files and in traces,
/// and safe to hand between threads (the engine's state is `Sendable`).
/// The built-in behaviors and the hosted ones (a behavior file's, a view
/// file's) are these; a user's behavior is a plain `ScrollTargetBehavior`.
public protocol NamedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// The kebab-case name used on the command line and in files.
    var name: String { get }
}

extension NamedScrollTargetBehavior {
    /// The target this behavior answers for `target`, asked on a copy (the
    /// requirement is `mutating`; the engine's behaviors keep no state).
    public func updatedTarget(_ target: ScrollTarget, context: ScrollTargetBehaviorContext) -> ScrollTarget {
        var behavior = self
        var answer = target
        behavior.updateTarget(&answer, context: context)
        return answer
    }
}
