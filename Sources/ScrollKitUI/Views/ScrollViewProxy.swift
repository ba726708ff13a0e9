/// What a `ScrollViewReader` hands its content, as SwiftUI's
/// `ScrollViewProxy`: `scrollTo` queues the id in the view graph and asks
/// for another layout pass; at the end of that pass the innermost scroll
/// view holding the id gets a `ScrollRequest` (see `ViewLayout.scrollRequests`).
public struct ScrollViewProxy {
    let graph: ViewGraph

    /// Scrolls so the view with `id` shows at `anchor` (the least move
    /// that shows it whole when nil).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph.scroll.pendingScrollTo.append((AnyHashable(id), anchor))
        graph.stateChanged = true
    }
}
