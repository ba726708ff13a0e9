/// `VStack`'s layout as a value, as SwiftUI's `VStackLayout`: views
/// one under the other (see `EagerStackLayout` for how space is shared).
/// `spacing` nil is SwiftUI's default.
public struct VStackLayout: _AxisStackLayout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache
    public static var _axis: Axis { .vertical }
    public var _alignmentFraction: CGFloat { alignment.fraction }
}
