extension View {
    /// Hands `value` under `key` to the layout that arranges this view
    /// (`LayoutSubview`'s subscript reads it).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            var values = node.layoutValues ?? [:]
            values[ObjectIdentifier(key)] = value
            node.layoutValues = values
            return node
        }
    }
}
