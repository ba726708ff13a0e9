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

    package static let slotCount = 9

    /// `ScrollKitUIViewHost.layout`'s buffer.
    package var slots: [Double] {
        [size.width, size.height, safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing, isDark ? 1 : 0, offset.x, offset.y]
    }

    /// The request line the view's host answers (`ViewHostLoop`):
    /// `layout W H TOP LEADING BOTTOM TRAILING DARK X Y`.
    package var line: String {
        "layout " + slots.map { "\($0)" }.joined(separator: " ")
    }
}
