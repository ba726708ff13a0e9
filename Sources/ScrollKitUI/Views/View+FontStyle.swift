// iOS 16's font modifiers on any view: weight, bold and italic for the
// text inside.

extension View {
    /// The weight of text inside (over its font's weight; a `Text`'s own
    /// `.fontWeight` wins).
    public func fontWeight(_ weight: Font.Weight?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.fontWeight = weight })
    }

    /// Text inside in bold (`isActive` false leaves it).
    public func bold(_ isActive: Bool = true) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { if isActive { $0.fontWeight = .bold } })
    }

    /// Text inside in italics: accepted and drawn upright (the playground has no italic face).
    public func italic(_ isActive: Bool = true) -> Self { self }
}

extension Text {
    /// This text in italics: drawn upright (the playground has no italic face).
    public func italic() -> Text { self }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
}
