/// The interface style content is drawn in, as iOS's
/// `UIUserInterfaceStyle` / SwiftUI's `ColorScheme` (`--appearance` on the
/// command line, a key in the window).
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light
    case dark

    /// The other appearance.
    public var toggled: Appearance { self == .light ? .dark : .light }
}
