// Positions bound to state: the scroll view reports where the user took
// it, and scrolls (through a `ScrollRequest`) when code sets them.
public import ScrollKitCore

extension View {
    /// Binds the first scroll view inside to `position`: a `scrollTo` (or a
    /// new position) is requested at the next layout (animated when written
    /// inside `withAnimation`); as the scroll moves (each tick of a gesture,
    /// a fling, its landing, and the tick it comes to rest) the binding is
    /// written with `isPositionedByUser` and `viewID` the target named at
    /// `anchor` (the first visible one when nil; `ScrollPositionMemo`).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, kind: .scrollPosition) { key, state in
            ScrollObserver(stage: .afterContent, rank: 3) { o in
                let current = position.wrappedValue
                guard var memo = state.graph.lastSeen(key, as: ScrollPositionMemo<ScrollPosition.Request>.self), memo.value == current.request else {
                    var requested = false
                    if let target = current.target, let offset = current.offset(target, in: o) {
                        o.recorder.requests.append(ScrollRequest(scrollView: o.index, offset: offset, reason: "scrollPosition \(target)"))
                        requested = true
                    }
                    state.graph.setLastSeen(ScrollPositionMemo(value: current.request, offset: o.state.offset, isCodeDriven: requested), key)
                    return
                }
                let follows = memo.follows(o.state)
                state.graph.setLastSeen(memo, key)
                guard follows else { return }
                let id = o.recorder.targetID(in: o.index, bounds: o.geometry.bounds, anchor: anchor)
                let next = current.positionedByUser(viewID: id)
                guard next != current else { return }
                memo.value = next.request
                state.graph.setLastSeen(memo, key)
                let event = ViewEvent(kind: .scrollPosition, name: "ScrollPosition", value: "user \(id.map { "\($0.base)" } ?? "nil")")
                state.pendingActions.append((event, { position.wrappedValue = next }))
            }
        }
    }

    /// Binds the first scroll view inside to the id of its target at
    /// `anchor` (`.scrollTargetLayout()` children; the first visible one
    /// when nil, as SwiftUI's "leading-most / top-most view"): a value set
    /// by code (or present on the first layout) is requested as a scroll
    /// (animated inside `withAnimation`); as the scroll moves, tick by tick
    /// and at rest, the binding follows the target (`ScrollPositionMemo`).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, kind: .scrollPositionID, watching: ID.self) { key, state in
            ScrollObserver(stage: .afterContent, rank: 3) { o in
                let value = id.wrappedValue
                guard var memo = state.graph.lastSeen(key, as: ScrollPositionMemo<ID?>.self), memo.value == value else {
                    var requested = false
                    if let value, let frame = o.recorder.frame(of: AnyHashable(value), in: o.index) {
                        let offset = ScrollPassRecorder.offset(showing: frame, anchor: anchor ?? .topLeading, in: o.layout, current: o.layout.offset)
                        if offset != o.layout.offset {
                            o.recorder.requests.append(ScrollRequest(scrollView: o.index, offset: offset, reason: "scrollPosition(id: \(value))"))
                            requested = true
                        }
                    }
                    state.graph.setLastSeen(ScrollPositionMemo(value: value, offset: o.state.offset, isCodeDriven: requested), key)
                    return
                }
                let follows = memo.follows(o.state)
                state.graph.setLastSeen(memo, key)
                guard follows, let found = o.recorder.targetID(in: o.index, bounds: o.geometry.bounds, anchor: anchor),
                    let now = found.base as? ID, value.map({ $0 != now }) ?? true
                else { return }
                memo.value = now
                state.graph.setLastSeen(memo, key)
                let event = ViewEvent(kind: .scrollPosition, name: "\(ID.self)", value: "\(now)")
                state.pendingActions.append((event, { id.wrappedValue = now }))
            }
        }
    }

    /// Where the first scroll view inside starts: on its first layout the
    /// layout requests the offset `anchor · (content + insets − frame)` on
    /// each axis it scrolls (`.bottom`: a chat starts at its end).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, kind: .defaultScrollAnchor, options: { $0.defaultAnchor = anchor }) { key, state in
            ScrollObserver(stage: .afterContent, rank: 4) { o in
                guard let anchor, state.graph.lastSeen(key, as: Bool.self) == nil else { return }
                state.graph.setLastSeen(true, key)
                let sv = o.layout
                let offset = CGPoint(
                    x: sv.axes.contains(.horizontal) ? ScrollPassRecorder.clamp(.infinity, .horizontal, sv) * anchor.x : sv.offset.x,
                    y: sv.axes.contains(.vertical) ? ScrollPassRecorder.clamp(.infinity, .vertical, sv) * anchor.y : sv.offset.y)
                guard offset != sv.offset else { return }
                o.recorder.requests.append(ScrollRequest(scrollView: o.index, offset: offset, reason: "defaultScrollAnchor(\(anchor))"))
            }
        }
    }

    /// No input scrolls the scroll views inside (kept on `ScrollViewOptions` for the engine).
    public func scrollDisabled(_ disabled: Bool) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.scrollOptions.isScrollDisabled = disabled })
    }

    /// The scroll views inside draw their content outside their frames.
    public func scrollClipDisabled(_ disabled: Bool = true) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.scrollOptions.isClipDisabled = disabled })
    }

    /// When the scroll views inside bounce on `axes` (kept on `ScrollViewOptions` for the engine).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { env in
            if axes.contains(.vertical) { env.scrollOptions.verticalBounce = behavior }
            if axes.contains(.horizontal) { env.scrollOptions.horizontalBounce = behavior }
        })
    }
}
