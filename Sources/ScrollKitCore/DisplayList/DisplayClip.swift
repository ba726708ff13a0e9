/// A clip region: a shape in its frame (`.clipped()` is a rectangle,
/// `.cornerRadius(r)` a rounded rectangle, `.clipShape(Circle())` an
/// ellipse), or the alpha of a mask's drawing (`.mask { … }`).
public struct DisplayClip: Hashable, Sendable {
    /// The outline that lets drawing through.
    public var kind: DisplayShapeKind
    /// The frame of that outline, points.
    public var frame: Rect
    /// When set, what lets drawing through is the alpha of these items as
    /// drawn (in the same coordinates as the children), inside `frame`
    /// (`kind` is then `.rectangle`): SwiftUI's `.mask`.
    public var mask: [DisplayItem]?

    public init(_ kind: DisplayShapeKind, frame: Rect, mask: [DisplayItem]? = nil) {
        self.kind = kind
        self.frame = frame
        self.mask = mask
    }
}
