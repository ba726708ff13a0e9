/// SwiftUI's `PrimitiveButtonStyle`s: the playground draws the built-in
/// ones' looks, simplified (`ButtonLook`), and notes `.buttonStyle` once
/// (docs/views.md).
public protocol PrimitiveButtonStyle {}

public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _PlaygroundNote.say("approximated", ".buttonStyle(\(S.self))", file: file, line: line)
        let look = ButtonLook.of(S.self)
        return _ModifiedView(self, environment: { if let look { $0.buttonLook = look } })
    }
}

/// A custom `ButtonStyle` (`makeBody(configuration:)`): compiled; the
/// playground draws the button's label without it, and notes so once.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` is given: the label and whether the button is pressed (never, here).
public struct ButtonStyleConfiguration {
    public let label: AnyView
    public let isPressed: Bool
    public let role: ButtonRole?
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _approximated(".buttonStyle(\(S.self))", file: file, line: line)
    }
}
