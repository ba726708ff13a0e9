/// One scroll axis, as SwiftUI's `Axis`.
public enum Axis: String, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
