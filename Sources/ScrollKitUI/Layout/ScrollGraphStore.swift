/// What scrolling keeps in a `ViewGraph` between layouts (its `scroll`): the `ScrollViewProxy.scrollTo` calls not yet turned into requests,
/// and each `onScrollVisibilityChange`'s last answer and action (a row a
/// lazy stack stops building still reports that it went out of sight).
final class ScrollGraphStore {
    var pendingScrollTo: [(id: AnyHashable, anchor: UnitPoint?)] = []
    /// Each `onScrollVisibilityChange`'s last answer and action, by the
    /// modifier's identity.
    var visibility: [ViewIdentity: (visible: Bool, action: (Bool) -> Void)] = [:]

    /// At the end of a pass: each pending `scrollTo` becomes a request of
    /// the innermost scroll view holding the id (a `scrollTo` event names
    /// an id no scroll view holds), and each watcher that was visible but
    /// not placed in this pass reports `false`, in the order of the
    /// identities as traces spell them.
    func finishPass(_ recorder: ScrollPassRecorder, _ scrollViews: [ScrollViewLayout], _ state: ResolveState) {
        for (id, anchor) in pendingScrollTo {
            let reason = "scrollTo(id: \(id.base), anchor: \(anchor.map { "\($0)" } ?? "nil"))"
            guard let index = scrollViews.indices.reversed().first(where: { recorder.frame(of: id, in: $0) != nil }),
                let frame = recorder.frame(of: id, in: index)
            else {
                state.pendingActions.append((ViewEvent(kind: .scrollTo, name: "\(id.base)", value: "not found"), {}))
                continue
            }
            let sv = scrollViews[index]
            let offset = ScrollPassRecorder.offset(showing: frame, anchor: anchor, in: sv, current: sv.offset)
            recorder.requests.append(ScrollRequest(scrollView: index, offset: offset, reason: reason))
        }
        pendingScrollTo = []
        let hidden = visibility.filter { $0.value.visible && !recorder.visited.contains($0.key) }
            .map { (spelled: $0.key.description, key: $0.key, action: $0.value.action) }
        for (spelled, key, action) in hidden.sorted(by: { $0.spelled < $1.spelled }) {
            visibility[key] = (false, action)
            state.pendingActions.append((ViewEvent(kind: .onScrollVisibilityChange, name: spelled, value: "false"), { action(false) }))
        }
    }
}
