/// A rectangle filled and outlined in one piece: corners rounded by
/// `cornerRadius`, the border `borderWidth` points wide inside the frame's
/// edge, over the fill (SwiftUI's `.background(RoundedRectangle(...).fill(f))`
/// with `.border(b, width:)` following the corners). The renderer places it
/// on the device pixel grid, so its edges never blur: a radius under half a
/// device pixel gives square corners, and a border is at least one device
/// pixel. The presets draw their cards this way.
public struct DisplayBox: Hashable, Sendable {
    /// The box, points.
    public var frame: Rect
    /// The corner radius, points (limited to half the shorter side).
    public var cornerRadius: Double
    /// The fill colour.
    public var fill: RGBColor
    /// The border colour (clear: no border).
    public var border: RGBColor
    /// The border width, points (0: no border).
    public var borderWidth: Double

    public init(frame: Rect, cornerRadius: Double, fill: RGBColor, border: RGBColor = RGBColor(r: 0, g: 0, b: 0, a: 0), borderWidth: Double = 0) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.border = border
        self.borderWidth = borderWidth
    }
}
