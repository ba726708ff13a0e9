/// How lines of text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing

    var display: DisplayTextAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}
