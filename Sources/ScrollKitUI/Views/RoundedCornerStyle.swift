/// How rounded corners curve, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
