/// One thing a `DisplayList` draws. Coordinates are in the space of the
/// list (or of the enclosing group's children), in points.
public indirect enum DisplayItem: Hashable, Sendable {
    /// A filled or stroked shape.
    case shape(DisplayShape)
    /// A run of text.
    case text(DisplayText)
    /// An image, drawn as a labelled placeholder of its size.
    case image(DisplayImage)
    /// Items drawn together with an opacity, a clip and a transform.
    case group(DisplayGroup)
    /// A filled rectangle with rounded corners and a border inside its
    /// edge, on the device pixel grid (the presets' cards).
    case box(DisplayBox)
    /// An opaque background that may skip what later items cover.
    case backdrop(DisplayBackdrop)

    /// A border of `width` drawn inside `frame`'s edges, as SwiftUI's
    /// `.border(_:width:)`.
    public static func border(_ frame: Rect, color: RGBColor, width: Double) -> DisplayItem {
        .shape(DisplayShape(.rectangle, frame: frame, paint: .stroke(color, lineWidth: width, placement: .inside)))
    }

    /// `frame` filled with `color`.
    public static func fill(_ frame: Rect, color: RGBColor) -> DisplayItem {
        .shape(DisplayShape(.rectangle, frame: frame, paint: .fill(color)))
    }

    /// 1, plus the items of a group.
    public var totalItemCount: Int {
        if case .group(let group) = self { return 1 + group.children.reduce(0) { $0 + $1.totalItemCount } }
        return 1
    }
}
