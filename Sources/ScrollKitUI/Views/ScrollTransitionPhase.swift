/// Where a view is in its scroll transition, as SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the threshold on the top/leading side.
    case topLeading
    /// Past the threshold: shown as it is.
    case identity
    /// Before the threshold on the bottom/trailing side.
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}
