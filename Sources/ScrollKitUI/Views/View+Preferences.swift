import Foundation

extension View {
    /// Reports `value` for `key` to the views outside (replacing what the
    /// views inside set for it).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, state in
            PreferenceNode(child: node, state: state) { $0.set(key, value) }
        }
    }

    /// Calls `action` after a layout in which the value of `key` reported
    /// by the views inside differs from the last layout's (and after the
    /// first layout). Actions run after the pass, innermost first, in tree
    /// order; a state they write lays the tree out again (see
    /// `ViewLayoutEngine`).
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> _ModifiedView<Self> where K.Value: Equatable {
        _ModifiedView(self) { node, _, state in
            let id = state.childKey(.onPreferenceChange, watching: K.self)
            return PreferenceNode(child: node, state: state) { values in
                let value = values.value(key) ?? K.defaultValue
                if let last = state.graph.lastSeen(id, as: K.Value.self), last == value { return }
                state.graph.setLastSeen(value, id)
                let event = ViewEvent(kind: .onPreferenceChange, name: String(describing: K.self), value: String(describing: value))
                state.pendingActions.append((event, { action(value) }))
            }
        }
    }

    /// Names this view's frame `name` for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<N: Hashable>(name: N) -> _ModifiedView<Self> {
        let name = AnyHashable(name)
        return _ModifiedView(self) { node, _, state in
            CoordinateSpaceNode(child: node, name: name, state: state)
        }
    }

    /// `.coordinateSpace(.named(name))`, iOS 17's spelling.
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> _ModifiedView<Self> {
        coordinateSpace(name: space.name)
    }
}
