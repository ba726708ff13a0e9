import ScrollKitCore

/// What the playground asks a view host to lay out: the screen, its safe
/// area, the appearance and the outermost scroll view's content offset
/// (points, 0 at the start). Equal requests get equal answers while the
/// host's `@State` is unchanged (`HostedView` keeps the last).
struct ViewLayoutRequest: Hashable, Sendable {
    var size: Size
    var safeArea: EdgeInsets = .zero
    var isDark = false
    var offset: Point = Point(x: 0, y: 0)

    static let slotCount = 9

    /// `ScrollKitUIViewHost.layout`'s buffer.
    var slots: [Double] {
        [size.width, size.height, safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing, isDark ? 1 : 0, offset.x, offset.y]
    }
}
