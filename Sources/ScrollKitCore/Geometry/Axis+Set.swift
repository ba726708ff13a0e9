/// A set of axes: the engine's name for SwiftUI's `Axis.Set`.
public typealias Axes = Axis.Set

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set` (`context.axes`, seed 000's
    /// `axes` option).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        package static let both: Set = [.horizontal, .vertical]

        package init(_ axis: Axis) {
            self = axis == .horizontal ? .horizontal : .vertical
        }

        package func contains(_ axis: Axis) -> Bool { contains(Set(axis)) }

        /// The axes in the set, horizontal first.
        package var members: [Axis] { Axis.allCases.filter { contains($0) } }

        /// The main axis: vertical when the set holds it, otherwise horizontal.
        package var primary: Axis { contains(.vertical) ? .vertical : .horizontal }

        /// The kebab-case name used on the command line and in files.
        package var name: String {
            switch self {
            case .horizontal: return "horizontal"
            case .vertical: return "vertical"
            default: return "both"
            }
        }

        /// Parses `horizontal`, `vertical` or `both`.
        package init?(name: String) {
            switch name {
            case "horizontal": self = .horizontal
            case "vertical": self = .vertical
            case "both": self = .both
            default: return nil
            }
        }
    }
}
