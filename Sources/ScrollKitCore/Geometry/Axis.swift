/// The horizontal or vertical dimension, as SwiftUI's `Axis`: one type for
/// the engine and for user files (ScrollKitUI re-exports it).
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    package var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
