/// What survives from one layout of a view tree to the next: the storage
/// of every `@State`, and the value each `onPreferenceChange` and
/// `onChange` saw last.
///
/// Identity rule: a view is known by its structural position. Each view
/// whose `body` is evaluated gets the key `parent/TypeName#n`, where `n`
/// counts the earlier views of the same type resolved under the same
/// parent in the pass; a `ForEach` element adds `[id]` to the path, so a
/// row keeps its state when rows before it are built lazily or not at all.
/// A state property's key is its view's key, `.`, and the property's
/// name (`_count`). The same tree laid out again gets the same keys, so
/// the state is found again; a view that moves (another view of its type
/// inserted before it under the same parent, or the two branches of an
/// `if` holding the same type) is a different or the same view by this
/// rule, not by SwiftUI's explicit identity (`.id` is not used here).
public final class ViewGraph {
    /// Stored `@State` values by key.
    var states: [String: Any] = [:]
    /// The last value each `onPreferenceChange` reported and each
    /// `onChange` saw, by the modifier's key.
    var lastSeen: [String: Any] = [:]
    /// Set when a `@State` is written; cleared at the start of each pass.
    var stateChanged = false

    public init() {}

    /// How many `@State` values are stored.
    public var stateCount: Int { states.count }

    /// The stored value of the state whose key ends with `suffix`
    /// (e.g. `"._offset"`), for tests and traces; nil when none.
    public func state(endingWith suffix: String) -> Any? {
        states.keys.sorted().first { $0.hasSuffix(suffix) }.flatMap { states[$0] }
    }
}
