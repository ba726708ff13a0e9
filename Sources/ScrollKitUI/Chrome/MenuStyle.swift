/// SwiftUI's `MenuStyle`s: the playground draws one look, simplified, and
/// notes `.menuStyle` once (docs/views.md).
public protocol MenuStyle {}

public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct DefaultMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }

extension View {
    public func menuStyle<S: MenuStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _approximated(".menuStyle(\(S.self))", file: file, line: line)
    }
}
