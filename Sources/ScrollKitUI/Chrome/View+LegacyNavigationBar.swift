// iOS 13's navigation bar modifiers and two control modifiers that real
// screens still use. The playground's navigation bar shows the title only,
// so the bar items are accepted and said to be ignored; the control
// modifiers change only a control's shape and size, which the playground
// draws in its one look.
extension View {
    /// iOS 13's `.navigationBarItems(leading:trailing:)`: not drawn.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".navigationBarItems", file: file, line: line)
    }

    /// iOS 13's `.navigationBarItems(leading:)`: not drawn.
    public func navigationBarItems<L: View>(leading: L, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".navigationBarItems", file: file, line: line)
    }

    /// iOS 13's `.navigationBarItems(trailing:)`: not drawn.
    public func navigationBarItems<T: View>(trailing: T, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".navigationBarItems", file: file, line: line)
    }

    /// `.navigationBarBackButtonHidden(_:)`: the playground draws no back button.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { _ in })
    }

    /// The deprecated `.accentColor(_:)`: the accent of controls inside, as `.tint`.
    public func accentColor(_ accentColor: Color?) -> _ModifiedView<Self> {
        tint(accentColor)
    }

    /// `.buttonBorderShape(_:)`: buttons keep the playground's one shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".buttonBorderShape", file: file, line: line)
    }

    /// `.controlSize(_:)`: controls keep the playground's one size.
    public func controlSize(_ controlSize: ControlSize, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".controlSize", file: file, line: line)
    }
}
