import Foundation

extension LocalizedStringKey {
    /// The interpolations a `LocalizedStringKey` literal accepts, as
    /// SwiftUI's: a `String` as it is; a `_FormatSpecifiable` number in its
    /// type's C format or in `specifier:` (`String(format:)`, the C rules);
    /// a value with a `FormatStyle` (`format: .number`, `.percent`,
    /// `.currency(code:)`) or a `Formatter`; a `Text`; an `Image` (drawn as
    /// `Text(Image)` draws it); a date with a `Text.DateStyle`. Any other
    /// value, which SwiftUI refuses, prints as `String(describing:)`, so a
    /// file written for the playground's looser `Text` still compiles.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The text so far.
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// `value` in its type's C format (`Double`: `%lf`, six decimals).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            text += value._formatted
        }

        /// `value` in the C format `specifier` (`"%.1f"`: one decimal).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            text += String(format: specifier, value._arg)
        }

        /// `input` as `format` writes it (`Text(_:format:)`'s rule).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        /// `subject` as `formatter` writes it (nil: its description).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// `subject` as `formatter` writes it (nil: its description).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            text += formatter?.string(for: subject) ?? subject.description
        }

        /// A text's characters (its font is the outer text's).
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }

        /// An SF Symbol, as `Text(Image)` draws it.
        public mutating func appendInterpolation(_ image: Image) {
            text += Text(image).content
        }

        /// A date as `Text(_:style:)` shows it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += Text(date, style: style).content
        }

        /// Any other value: its description (SwiftUI does not compile this).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }
    }
}
