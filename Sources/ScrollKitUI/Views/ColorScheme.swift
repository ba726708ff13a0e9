/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

extension View {
    /// The views inside drawn in `colorScheme`'s system colours (nil keeps
    /// the appearance). The screen's own background follows `--appearance`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { env in
            if let colorScheme { env.isDark = colorScheme == .dark }
        })
    }
}
