/// A shape in its frame, and how it is painted.
public struct DisplayShape: Hashable, Sendable {
    /// Which shape fills `frame`.
    public var kind: DisplayShapeKind
    /// The shape's bounding rectangle, points. A circle is an ellipse in a
    /// square frame (the layout centres the square, as SwiftUI's `Circle`).
    public var frame: Rect
    /// Fill, stroke or gradient.
    public var paint: DisplayPaint

    public init(_ kind: DisplayShapeKind, frame: Rect, paint: DisplayPaint) {
        self.kind = kind
        self.frame = frame
        self.paint = paint
    }
}
