/// What a node needs to know from above while it is sized and placed.
struct LayoutEnvironment {
    /// The size `containerRelativeFrame` divides: the nearest scroll view's
    /// visible size less its content margins, or the root's safe area.
    var container: CGSize
    /// The part of the root that can show anything (absolute coordinates):
    /// lazy stacks build only the rows that meet it, and items outside it
    /// are left out of the display list.
    var visible: CGRect
    /// The absolute origin of the innermost scroll view's content, so
    /// scroll targets are recorded in content coordinates.
    var contentOrigin: CGPoint = .zero
    /// The root's safe area and the whole container, absolute: a view that
    /// ignores the safe area grows from the first to the second.
    var safeArea: CGRect = .null
    var bounds: CGRect = .null
    /// The visible area of the innermost scroll view: its frame less its
    /// content insets (absolute), null outside any scroll view.
    var scrollBounds: CGRect = .null
    /// The top of a collapsing large-title bar's content (absolute), while
    /// its driving scroll view is still to be placed; nil elsewhere. That
    /// scroll view's visible area starts at the bar's bottom as it
    /// collapses (`LargeTitleBarNode`), so headers pin under the bar.
    var collapsingBarTop: CGFloat?
    /// The pinning of the innermost lazy stack with `pinnedViews:` whose
    /// rows are being placed (`SectionPinning`), nil elsewhere.
    var pinning: SectionPinning?
    /// Where a scroll view that reaches the device's safe area puts its
    /// frame: the layout's offset convention, the same for the whole tree.
    var scrollViewSafeArea = ScrollViewSafeAreaLayout.insideSafeArea
}
