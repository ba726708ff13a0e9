/// A scroll view's geometry, as SwiftUI's `ScrollGeometry`, in UIKit's
/// convention: `contentOffset` is the visible rectangle's origin in content
/// coordinates, so a scroll view at its start with a top inset of `t`
/// reads `contentOffset.y == -t`.
public struct ScrollGeometry: Equatable, Sendable, CustomStringConvertible {
    /// The visible rectangle's top-leading corner in content coordinates, points.
    public var contentOffset: CGPoint
    /// The size of the content (without the insets), points.
    public var contentSize: CGSize
    /// `.contentMargins` plus `.safeAreaPadding` on the scroll view.
    public var contentInsets: EdgeInsets
    /// The scroll view's own size, points.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// What the scroll view shows, in content coordinates: the content
    /// offset and the container's size (the insets included).
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible rectangle less the content insets.
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
            width: Swift.max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
            height: Swift.max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }

    public var description: String {
        "offset (\(contentOffset.x), \(contentOffset.y)) content \(contentSize.width)×\(contentSize.height)"
            + " container \(containerSize.width)×\(containerSize.height)"
    }
}
