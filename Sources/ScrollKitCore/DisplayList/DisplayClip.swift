/// A clip region: a shape in its frame (`.clipped()` is a rectangle,
/// `.cornerRadius(r)` a rounded rectangle, `.clipShape(Circle())` an ellipse).
public struct DisplayClip: Hashable, Sendable {
    /// The outline that lets drawing through.
    public var kind: DisplayShapeKind
    /// The frame of that outline, points.
    public var frame: Rect

    public init(_ kind: DisplayShapeKind, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}
