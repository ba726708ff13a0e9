/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
