extension Text {
    /// A text of one SF Symbol (`Text(Image(systemName:))`): drawn as the symbol's name in brackets.
    public init(_ image: Image) {
        self.init(verbatim: "[\(image.name)]")
    }

    /// Strikethrough and underline are not drawn (the text is).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
}

extension Text {
    /// Two texts joined: the first's font and weight for the whole (a simplification).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = Text(verbatim: lhs.content + rhs.content)
        t.font = lhs.font
        t.weight = lhs.weight
        return t
    }
}

extension View {
    public func fontDesign(_ design: Font.Design?) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    /// Text inside drawn upper- or lowercased (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> _ModifiedView<Self> { _ModifiedView(self, environment: { $0.textCase = textCase }) }
    public func minimumScaleFactor(_ factor: CGFloat) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    public func lineSpacing(_ spacing: CGFloat) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    public func truncationMode(_ mode: Text.TruncationMode) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    public func textSelection<T>(_ selectability: T) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
}

extension Text {
    public enum Case: Sendable { case uppercase, lowercase }
    public enum TruncationMode: Sendable { case head, tail, middle }
}
