import Foundation

/// List and form row settings, and the list's own gestures: compiled and
/// noted once; the list draws its one look (docs/views.md).
extension View {
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".listRowSeparator", file: file, line: line)
    }

    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".listRowSeparatorTint", file: file, line: line)
    }

    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".listSectionSeparator", file: file, line: line)
    }

    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".listSectionSeparatorTint", file: file, line: line)
    }

    public func listRowInsets(_ insets: EdgeInsets?, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".listRowInsets", file: file, line: line)
    }

    public func listRowBackground<V: View>(_ view: V?, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".listRowBackground", file: file, line: line)
    }

    public func listItemTint(_ tint: Color?) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func listRowSpacing(_ spacing: CGFloat?) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func listSectionSpacing(_ spacing: CGFloat) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func headerProminence(_ prominence: Prominence) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func scrollContentBackground(_ visibility: Visibility, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".scrollContentBackground", file: file, line: line)
    }

    public func scrollIndicatorsFlash(onAppear: Bool) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func swipeActions<C: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: () -> C) -> _ModifiedView<Self> {
        _ignored(".swipeActions", file: file, line: line)
    }

    public func contextMenu<C: View>(file: StaticString = #fileID, line: UInt = #line, @ViewBuilder menuItems: () -> C) -> _ModifiedView<Self> {
        _ignored(".contextMenu", file: file, line: line)
    }

    public func refreshable(file: StaticString = #fileID, line: UInt = #line, action: @escaping @Sendable () async -> Void) -> _ModifiedView<Self> {
        _ignored(".refreshable (no pull to refresh)", file: file, line: line)
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".searchable", file: file, line: line)
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".searchable", file: file, line: line)
    }

    public func searchSuggestions<C: View>(@ViewBuilder _ suggestions: () -> C) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

public enum Prominence: Sendable { case standard, increased }

public enum HorizontalEdge: Sendable { case leading, trailing }

public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }

    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// Edit mode of a list (never on here).
public enum EditMode: Sendable { case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

public struct EditButton: View {
    public init() {}
    public var body: some View { Text("Edit").foregroundStyle(Color.blue) }
}
