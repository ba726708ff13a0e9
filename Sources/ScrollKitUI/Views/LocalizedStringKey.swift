import Foundation

/// The key of a text, as SwiftUI's `LocalizedStringKey`: what a string
/// literal given to `Text` becomes (`Text("Total \(sum)")`). The playground
/// has no string tables, so the key is the text shown, in English. What it
/// keeps of SwiftUI is how an interpolated value prints: through the C
/// format SwiftUI gives its type (`_FormatSpecifiable`: a `Double` with
/// `%lf`, six decimals, so `"\(2.5)"` shows "2.500000"; an `Int` with
/// `%lld`), through `specifier:` (`"\(x, specifier: "%.1f")"`), or through
/// `format:` (a `FormatStyle`, as `Text(_:format:)`).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown: the literal with its interpolations formatted.
    let text: String

    /// A key made of `value` as it is, as SwiftUI's `init(_:)` for a string
    /// known only at run time (it is not looked up either).
    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }
}
