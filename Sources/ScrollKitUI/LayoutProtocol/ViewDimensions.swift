/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`
/// (left-to-right layout): a guide is its fraction of the width or height
/// (leading 0, center half, trailing the width; top, center, bottom alike).
public struct ViewDimensions: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where `guide` lies along the width, points from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// Where `guide` lies along the height, points from the top.
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }

    /// An explicitly set guide: views here set none (no `.alignmentGuide`), so nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// An explicitly set guide: views here set none, so nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
