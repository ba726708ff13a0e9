/// When a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`
/// (set with `.scrollBounceBehavior`, kept on `ScrollViewOptions` for the
/// app's engine).
public struct ScrollBounceBehavior: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The platform's choice: always on iOS.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Bounces even when the content fits.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")

    public var description: String { name }
}
