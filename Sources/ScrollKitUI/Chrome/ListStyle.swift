/// SwiftUI's `ListStyle`s: `.plain`, `.insetGrouped` (and `.automatic`)
/// and `.grouped` draw iOS's looks (`ListLook`); `.inset` draws the
/// inset-grouped geometry on the view's own background and `.sidebar` as
/// `.insetGrouped`, each noted once as approximated (docs/views.md).
public protocol ListStyle {}

public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

extension View {
    public func listStyle<S: ListStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        guard let look = ListLook.of(style) else {
            _PlaygroundNote.say("approximated", ".listStyle(\(S.self))", file: file, line: line)
            let drawn: ListLook = style is InsetListStyle ? .inset : .insetGrouped
            return _ModifiedView(self, environment: { $0.listLook = drawn })
        }
        return _ModifiedView(self, environment: { $0.listLook = look })
    }
}
