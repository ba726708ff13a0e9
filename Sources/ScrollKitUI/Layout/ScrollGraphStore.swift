/// What scrolling keeps in a `ViewGraph` between layouts (stored in its
/// `lastSeen` under one reserved key, so the graph needs no field of its
/// own): the `ScrollViewProxy.scrollTo` calls not yet turned into requests,
/// and each `onScrollVisibilityChange`'s last answer and action (a row a
/// lazy stack stops building still reports that it went out of sight).
final class ScrollGraphStore {
    var pendingScrollTo: [(id: AnyHashable, anchor: UnitPoint?)] = []
    var visibility: [String: (visible: Bool, action: (Bool) -> Void)] = [:]

    private static let key = "/scroll"

    /// The store of `graph`, made on first use.
    static func of(_ graph: ViewGraph) -> ScrollGraphStore {
        if let store = graph.lastSeen[key] as? ScrollGraphStore { return store }
        let store = ScrollGraphStore()
        graph.lastSeen[key] = store
        return store
    }

    /// At the end of a pass: each pending `scrollTo` becomes a request of
    /// the innermost scroll view holding the id (a `scrollTo` event names
    /// an id no scroll view holds), and each watcher that was visible but
    /// not placed in this pass reports `false`, in key order.
    func finishPass(_ recorder: ScrollPassRecorder, _ scrollViews: [ScrollViewLayout], _ state: ResolveState) {
        for (id, anchor) in pendingScrollTo {
            let reason = "scrollTo(id: \(id.base), anchor: \(anchor.map { "\($0)" } ?? "nil"))"
            guard let index = scrollViews.indices.reversed().first(where: { recorder.frame(of: id, in: $0) != nil }),
                let frame = recorder.frame(of: id, in: index)
            else {
                state.pendingActions.append((ViewEvent(kind: "scrollTo", name: "\(id.base)", value: "not found"), {}))
                continue
            }
            let sv = scrollViews[index]
            let offset = ScrollPassRecorder.offset(showing: frame, anchor: anchor, in: sv, current: sv.offset)
            recorder.requests.append(ScrollRequest(scrollView: index, offset: offset, reason: reason))
        }
        pendingScrollTo = []
        for key in visibility.keys.sorted() where !recorder.visited.contains(key) {
            guard let entry = visibility[key], entry.visible else { continue }
            visibility[key] = (false, entry.action)
            state.pendingActions.append((ViewEvent(kind: "onScrollVisibilityChange", name: key, value: "false"), { entry.action(false) }))
        }
    }
}
