/// An image drawn as a labelled placeholder: SF Symbols and asset catalogs
/// do not exist on Linux, so `Image(systemName:)` and `Image("name")` become
/// a tinted box of the right size with their name in it.
public struct DisplayImage: Hashable, Sendable {
    /// The symbol or asset name shown in the box.
    public var label: String
    /// The image's frame, points.
    public var frame: Rect
    /// The placeholder's colour (its box is this colour at low opacity, its
    /// label and outline in full).
    public var color: RGBColor

    public init(label: String, frame: Rect, color: RGBColor) {
        self.label = label
        self.frame = frame
        self.color = color
    }
}
