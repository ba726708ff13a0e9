import Foundation

extension View {
    /// Calls `action(old, new)` after a layout whose `body` evaluation gave
    /// `value` a different value than the last layout's (and, with
    /// `initial`, after the first layout with the value twice). Compared
    /// where the modifier is evaluated, under its view's identity, and
    /// queued then: the actions of a pass run after it in the order queued
    /// (an `onChange` when its view's body is evaluated, an
    /// `onPreferenceChange` once its subtree is placed).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, state in
            let id = state.childKey(.onChange, watching: V.self)
            let last = state.graph.exchangeLastSeen(value, id)
            let old: V
            if let last {
                guard last != value else { return node }
                old = last
            } else {
                guard initial else { return node }
                old = value
            }
            let event = ViewEvent(kind: .onChange, name: String(describing: V.self), value: String(describing: value))
            state.pendingActions.append((event, { action(old, value) }))
            return node
        }
    }

    /// `onChange(of:initial:_:)` with an action that takes no values.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> _ModifiedView<Self> {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// iOS 14's `onChange(of:perform:)`: the new value, never initially.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> _ModifiedView<Self> {
        onChange(of: value, initial: false) { (_: V, new: V) in action(new) }
    }
}
