import SwiftUI

/// Delegates to SwiftUI's paging.
struct PagingWrapper: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
    }
}

/// Delegates to SwiftUI's view-aligned behavior with a limit.
struct AlignedWrapper: ScrollTargetBehavior {
    var inner: ViewAlignedScrollTargetBehavior = .viewAligned(limitBehavior: .always)

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        inner.updateTarget(&target, context: context)
    }
}
