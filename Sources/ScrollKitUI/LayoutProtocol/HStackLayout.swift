/// `HStack`'s layout as a value, as SwiftUI's `HStackLayout`: views
/// side by side (see `EagerStackLayout` for how space is shared).
/// `spacing` nil is SwiftUI's default.
public struct HStackLayout: _AxisStackLayout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache
    public static var _axis: Axis { .horizontal }
    public var _alignmentFraction: CGFloat { alignment.fraction }
}
