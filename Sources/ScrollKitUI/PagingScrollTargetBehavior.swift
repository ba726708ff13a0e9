/// The behavior that aligns targets to container-sized pages, as SwiftUI's
/// `PagingScrollTargetBehavior` (`.paging`). Its answers are the playground's
/// built-in `paging` (ScrollKitCore's own code, called through
/// `CoreBehaviorBridge`), so a file that wraps or delegates to it behaves as
/// the built-in does.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        CoreBehaviorBridge.paging(&target, context: context)
    }
}
