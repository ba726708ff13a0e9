// SwiftUI's spelling of the built-in behaviors, so that code reads as it
// would in an app: `.scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))`.

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// `.paging`: one container-sized page per gesture.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// `.viewAligned`: snaps to the leading edge of a scroll target, limit `.automatic`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// `.viewAligned(limitBehavior:)`.
    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
