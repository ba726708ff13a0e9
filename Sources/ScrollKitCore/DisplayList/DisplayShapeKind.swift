/// The outline of a shape, filling its frame as SwiftUI's shapes fill the
/// rectangle they are given.
public enum DisplayShapeKind: Hashable, Sendable {
    /// The whole frame (`Rectangle`, `Color`).
    case rectangle
    /// Corners rounded by `cornerRadius` points, at most half the shorter
    /// side (`RoundedRectangle`, `.cornerRadius`).
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
    /// The ellipse inscribed in the frame (`Ellipse`; `Circle` in a square frame).
    case ellipse
    /// Ends rounded by half the shorter side (`Capsule`).
    case capsule(style: RoundedCornerStyle)
    /// Each corner rounded by its own radius, points, each at most half the
    /// shorter side (`UnevenRoundedRectangle`; leading is left).
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: RoundedCornerStyle)
}
