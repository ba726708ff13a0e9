extension Text {
    /// The text in the font's monospaced design: drawn in the one face the
    /// playground has (as `Font.monospaced()`).
    public func monospaced(_ isActive: Bool = true) -> Text { self }
}
