/// What a parent offers a child in SwiftUI's layout (`ProposedViewSize`):
/// a width and a height in points, each possibly nil ("unspecified": tell
/// me your ideal size) or infinite ("as much as you like").
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions zero: the child's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions nil: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the child's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal of `main` along `axis` and `cross` across it.
    init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}
