import Foundation

/// Text, as SwiftUI's `Text`: a string, an interpolation, or a value with a
/// format (`Text(page, format: .number)`), in the environment's font and
/// foreground style unless set here (see `TextNode` for its layout).
public struct Text: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let content: String
    var font: Font?
    var weight: Font.Weight?

    /// A literal's text (`Text("Total \(sum)")`), its interpolations as
    /// SwiftUI prints them (`LocalizedStringKey`); there are no string
    /// tables, so `tableName`, `bundle` and `comment` change nothing.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.content = key.text
    }

    /// A string's text as it is (a literal goes to the `LocalizedStringKey`
    /// initializer instead, as in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.content = format.format(input)
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var t = self
        t.font = font
        return t
    }

    /// This text with weight `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.weight = weight
        return t
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        var f = font ?? env.font ?? .body
        if let weight = weight ?? env.fontWeight { f.weight = weight }
        let text = switch env.textCase {
        case .uppercase?: content.uppercased()
        case .lowercase?: content.lowercased()
        case nil: content
        }
        return [.node(TextNode(text: text, font: f, color: env.foregroundColor.rgb, alignment: env.textAlignment, lineLimit: env.lineLimit,
            cache: state.graph.textLines))]
    }
}
