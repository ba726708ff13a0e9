/// SwiftUI's `IndexViewStyle`s: the playground draws one look, simplified, and
/// notes `.indexViewStyle` once (docs/views.md).
public protocol IndexViewStyle {}

public struct DefaultIndexViewStyle: IndexViewStyle { public init() {} }

extension IndexViewStyle where Self == DefaultIndexViewStyle { public static var automatic: DefaultIndexViewStyle { DefaultIndexViewStyle() } }

extension View {
    public func indexViewStyle<S: IndexViewStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _approximated(".indexViewStyle(\(S.self))", file: file, line: line)
    }
}

public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode) }
}
