/// A set of scroll axes, as SwiftUI's `Axis.Set` (seed 000's `axes` option).
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let both: Axes = [.horizontal, .vertical]

    public init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }

    public func contains(_ axis: Axis) -> Bool { contains(Axes(axis)) }

    /// The axes in the set, horizontal first.
    public var members: [Axis] { Axis.allCases.filter { contains($0) } }

    /// The main axis: vertical when the set holds it, otherwise horizontal.
    public var primary: Axis { contains(.vertical) ? .vertical : .horizontal }

    /// The kebab-case name used on the command line and in files.
    public var name: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        default: return "both"
        }
    }

    /// Parses `horizontal`, `vertical` or `both`.
    public init?(name: String) {
        switch name {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        case "both": self = .both
        default: return nil
        }
    }
}
