/// Where an item shorter than the space across the stack sits in it
/// (SwiftUI's `HorizontalAlignment` in a `LazyVStack`, `VerticalAlignment`
/// in a `LazyHStack`).
public enum CrossAlignment: String, CaseIterable, Hashable, Sendable {
    /// Top (in a horizontal stack) or leading (in a vertical one).
    case leading
    case center
    /// Bottom or trailing.
    case trailing

    /// The share of the free space placed before the item: 0, ½ or 1.
    public var fraction: Double {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
