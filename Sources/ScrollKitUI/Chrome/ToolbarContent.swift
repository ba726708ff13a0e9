/// SwiftUI's toolbar family: `ToolbarItem`, `ToolbarItemGroup` and
/// `@ToolbarContentBuilder` compile; the playground does not draw a
/// toolbar's items (the navigation bar shows its title only) and notes
/// `.toolbar` once.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    /// A custom toolbar's items (`var body: some ToolbarContent { ToolbarItem { … } }`).
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Where a toolbar item goes (not drawn).
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let status = ToolbarItemPlacement(name: "status")
}

/// The bars `.toolbar(_:for:)` and its kin speak of.
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let content: Content
    public var body: Never { return fatalError("a toolbar item has no body") }
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
    }
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let content: Content
    public var body: Never { return fatalError("a toolbar item group has no body") }
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// `ToolbarSpacer` and other content a builder joins.
public struct _ToolbarContentGroup: ToolbarContent {
    let items: [any ToolbarContent]
    public var body: Never { return fatalError("toolbar content has no body") }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarContentGroup { _ToolbarContentGroup(items: [content]) }
    public static func buildBlock(_ parts: _ToolbarContentGroup...) -> _ToolbarContentGroup { _ToolbarContentGroup(items: parts.flatMap(\.items)) }
    public static func buildOptional(_ part: _ToolbarContentGroup?) -> _ToolbarContentGroup { part ?? _ToolbarContentGroup(items: []) }
    public static func buildEither(first: _ToolbarContentGroup) -> _ToolbarContentGroup { first }
    public static func buildEither(second: _ToolbarContentGroup) -> _ToolbarContentGroup { second }
    public static func buildLimitedAvailability(_ part: _ToolbarContentGroup) -> _ToolbarContentGroup { part }
    public static func buildArray(_ parts: [_ToolbarContentGroup]) -> _ToolbarContentGroup { _ToolbarContentGroup(items: parts.flatMap(\.items)) }
}

extension View {
    public func toolbar<C: ToolbarContent>(file: StaticString = #fileID, line: UInt = #line, @ToolbarContentBuilder content: () -> C) -> _ModifiedView<Self> {
        _ignored(".toolbar", file: file, line: line)
    }

    public func toolbar<C: View>(file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: () -> C) -> _ModifiedView<Self> {
        _ignored(".toolbar", file: file, line: line)
    }

    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement..., file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".toolbar(_:for:)", file: file, line: line)
    }

    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement..., file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".toolbarVisibility", file: file, line: line)
    }

    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement..., file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".toolbarBackground", file: file, line: line)
    }

    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement..., file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".toolbarBackground", file: file, line: line)
    }

    public func toolbarColorScheme(_ scheme: ColorScheme?, for bars: ToolbarPlacement..., file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".toolbarColorScheme", file: file, line: line)
    }

    public func statusBarHidden(_ hidden: Bool = true, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".statusBarHidden", file: file, line: line)
    }

    public func statusBar(hidden: Bool, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".statusBar(hidden:)", file: file, line: line)
    }
}
