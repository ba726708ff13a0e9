import PlaygroundMedia
import ScrollKitCore

/// What the playground asks a view host to lay out: the screen, its safe
/// area, the appearance and the outermost scroll view's content offset
/// (points, 0 at the start). Equal requests get equal answers while the
/// host's `@State` is unchanged (`HostedView` keeps the last).
package struct ViewLayoutRequest: Hashable, Sendable {
    package var size: Size
    package var safeArea: EdgeInsets = .zero
    package var isDark = false
    package var offset: Point = Point(x: 0, y: 0)
    /// `.uiKit` (iOS 13): the outermost scroll view reaches under the safe
    /// area and takes what it covers as content insets, so a reader at the
    /// top of its content reads +top inset at rest and the engine, given
    /// those insets, reports −top inset (ScrollKitUI's
    /// `ScrollViewSafeAreaLayout.underSafeArea`). `.swiftUI`: inside it.
    package var convention: OffsetConvention = .swiftUI

    package static let slotCount = 9

    /// `ScrollKitUIViewHost.layout`'s buffer.
    package var slots: [Double] {
        [size.width, size.height, safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing, flags, offset.x, offset.y]
    }

    /// Slot 6 (`DARK`, a flags slot): 1 for the dark appearance, plus 2 for the `.uiKit` convention.
    private var flags: Double {
        (isDark ? 1 : 0) + (convention == .uiKit ? 2 : 0)
    }

    /// The request as the view's host reads it every frame (`ViewHostLoop`):
    /// a `ViewHostFrame` of kind `L` holding `slots`.
    package var frame: [UInt8] { ViewHostFrame.request(kind: ViewHostFrame.layout, slots: slots) }

    /// The same request as a text line, which the host also answers:
    /// `layout W H TOP LEADING BOTTOM TRAILING DARK X Y`.
    package var line: String {
        "layout " + slots.map { "\($0)" }.joined(separator: " ")
    }
}
