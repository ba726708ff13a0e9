// Positions bound to state: the scroll view reports where the user took
// it, and scrolls (through a `ScrollRequest`) when code sets them.

extension View {
    /// Binds the first scroll view inside to `position`: a `scrollTo` (or a
    /// new position) is requested at the next layout; while the user
    /// scrolls (phase tracking, interacting or decelerating) the binding is
    /// written with `isPositionedByUser` and the target at `anchor`
    /// (`.top`/`.leading` side when nil) as `viewID`.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, name: "scrollPosition") { key, state in
            ScrollObserver(stage: .afterContent, rank: 3) { o in
                let current = position.wrappedValue
                let lastSerial = state.graph.lastSeen[key] as? Int
                if lastSerial != current.serial {
                    state.graph.lastSeen[key] = current.serial
                    if let target = current.target, let offset = current.offset(target, in: o) {
                        o.recorder.requests.append(ScrollRequest(scrollView: o.index, offset: offset, reason: "scrollPosition \(target)"))
                    }
                    return
                }
                guard o.state.phase.isUserDriven else { return }
                let id = o.recorder.targetID(in: o.index, bounds: o.geometry.bounds, anchor: anchor ?? UnitPoint(x: 0, y: 0))
                let next = current.positionedByUser(viewID: id)
                guard next != current else { return }
                state.graph.lastSeen[key] = next.serial
                let event = ViewEvent(kind: "scrollPosition", name: "ScrollPosition", value: "user \(id.map { "\($0.base)" } ?? "nil")")
                state.pendingActions.append((event, { position.wrappedValue = next }))
            }
        }
    }

    /// Binds the first scroll view inside to the id of its target at
    /// `anchor` (`.scrollTargetLayout()` children): a value set by code
    /// (or present on the first layout) is requested as a scroll; while
    /// the user scrolls the binding follows the target at the anchor.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, name: "scrollPosition(id: \(ID.self))") { key, state in
            ScrollObserver(stage: .afterContent, rank: 3) { o in
                let value = id.wrappedValue
                // Kept as a one-element array: an optional in `Any` does not cast back reliably.
                let seen = state.graph.lastSeen[key] as? [ID?]
                if seen == nil || seen![0] != value {
                    state.graph.lastSeen[key] = [value]
                    if let value, let frame = o.recorder.frame(of: AnyHashable(value), in: o.index) {
                        let offset = ScrollPassRecorder.offset(showing: frame, anchor: anchor ?? .topLeading, in: o.layout, current: o.layout.offset)
                        if offset != o.layout.offset {
                            o.recorder.requests.append(ScrollRequest(scrollView: o.index, offset: offset, reason: "scrollPosition(id: \(value))"))
                        }
                    }
                    return
                }
                guard o.state.phase.isUserDriven,
                    let found = o.recorder.targetID(in: o.index, bounds: o.geometry.bounds, anchor: anchor ?? .topLeading),
                    let now = found.base as? ID, value.map({ $0 != now }) ?? true
                else { return }
                state.graph.lastSeen[key] = [Optional(now)]
                let event = ViewEvent(kind: "scrollPosition", name: "\(ID.self)", value: "\(now)")
                state.pendingActions.append((event, { id.wrappedValue = now }))
            }
        }
    }

    /// Where the first scroll view inside starts: on its first layout the
    /// layout requests the offset `anchor · (content + insets − frame)` on
    /// each axis it scrolls (`.bottom`: a chat starts at its end).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, name: "defaultScrollAnchor", options: { $0.defaultAnchor = anchor }) { key, state in
            ScrollObserver(stage: .afterContent, rank: 4) { o in
                guard let anchor, state.graph.lastSeen[key] == nil else { return }
                state.graph.lastSeen[key] = true
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
