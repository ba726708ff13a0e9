extension View {
    /// iOS 13's `.animation(_:)` without a value (deprecated in iOS 15): it
    /// animates every change under it. Approximated: ignored (changes show
    /// at once; `withAnimation` and `.animation(_:value:)` still animate).
    public func animation(_ animation: Animation?, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".animation(_:) without value", file: file, line: line)
    }
}
