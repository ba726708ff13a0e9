/// An opaque background: `frame` filled with `color` (its alpha ignored),
/// except inside `covered`, regions that items later in the list paint
/// opaquely anyway. The pixels are those of filling the whole frame; the
/// renderer writes each covered pixel once instead of twice (a list of rows
/// covers most of its container with cards).
public struct DisplayBackdrop: Hashable, Sendable {
    /// The region filled, points.
    public var frame: Rect
    /// The colour, drawn opaque.
    public var color: RGBColor
    /// Rectangles inside `frame` that later items cover opaquely, points.
    public var covered: [Rect]

    public init(frame: Rect, color: RGBColor, covered: [Rect] = []) {
        self.frame = frame
        self.color = color
        self.covered = covered
    }
}
