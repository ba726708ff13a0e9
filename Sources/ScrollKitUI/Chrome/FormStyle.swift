/// SwiftUI's `FormStyle`s: the playground draws one look, simplified, and
/// notes `.formStyle` once (docs/views.md).
public protocol FormStyle {}

public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
public struct DefaultFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }
extension FormStyle where Self == DefaultFormStyle { public static var automatic: DefaultFormStyle { DefaultFormStyle() } }

extension View {
    public func formStyle<S: FormStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _approximated(".formStyle(\(S.self))", file: file, line: line)
    }
}
