extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// `.paging`, as in SwiftUI.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// `.viewAligned`, as in SwiftUI (limit `.automatic`).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// `.viewAligned(limitBehavior:)`, as in SwiftUI.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
