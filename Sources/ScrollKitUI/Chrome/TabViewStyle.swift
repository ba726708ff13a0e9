/// SwiftUI's `TabViewStyle`s: the playground draws one look, simplified, and
/// notes `.tabViewStyle` once (docs/views.md).
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }

extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _approximated(".tabViewStyle(\(S.self))", file: file, line: line)
    }
}

/// `.page`: a `TabView` as a horizontal pager (`PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}
