/// SwiftUI's `GroupBoxStyle`s: the playground draws one look, simplified, and
/// notes `.groupBoxStyle` once (docs/views.md).
public protocol GroupBoxStyle {}

public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() } }

extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _approximated(".groupBoxStyle(\(S.self))", file: file, line: line)
    }
}
