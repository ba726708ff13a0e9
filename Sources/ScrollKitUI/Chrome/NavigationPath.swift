/// SwiftUI's `NavigationPath`: the values pushed on a stack (kept, never shown).
public struct NavigationPath: Equatable {
    public private(set) var count = 0
    public var isEmpty: Bool { count == 0 }
    public init() {}
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}

extension NavigationStack {
    /// A stack with a path: its root is shown (pushed values are not).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root)
    }

    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
        self.init(root: root)
    }
}
