import Foundation

/// Insets on the four edges, points, as SwiftUI's `EdgeInsets` (UIKit's
/// `contentInset` around a scroll container's content). One type for the
/// engine and for user files (ScrollKitUI re-exports it).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = EdgeInsets()

    /// The inset before the content on `axis` (top or leading).
    public func leadingEdge(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset after the content on `axis` (bottom or trailing).
    public func trailingEdge(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }

    /// These insets with a device's `safeArea` added on the edges of the
    /// scrolling `axes` only (top and bottom when vertical, leading and
    /// trailing when horizontal), as SwiftUI insets a ScrollView's content
    /// under the safe area (`Device.contentInsets`).
    public func addingSafeArea(_ safeArea: EdgeInsets, axes: Axes) -> EdgeInsets {
        var result = self
        if axes.contains(.vertical) {
            result.top += safeArea.top
            result.bottom += safeArea.bottom
        }
        if axes.contains(.horizontal) {
            result.leading += safeArea.leading
            result.trailing += safeArea.trailing
        }
        return result
    }
}
