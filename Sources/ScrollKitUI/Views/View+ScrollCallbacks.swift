// The scroll callbacks of iOS 17–18, run with the engine's values
// (`ScrollViewState`) at the layout where they change. Each applies to the
// first scroll view inside the modified view.

extension View {
    /// Calls `action(old, new)` when `transform` of the scroll view's
    /// geometry gives a different value than at the last layout (not on
    /// the first layout: there is no old value yet).
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, kind: .onScrollGeometryChange, watching: T.self) { key, state in
            ScrollObserver(stage: .beforeContent, rank: 1) { o in
                let value = transform(o.geometry)
                let last = state.graph.exchangeLastSeen(value, key)
                guard let last, last != value else { return }
                let event = ViewEvent(kind: .onScrollGeometryChange, name: "\(T.self)", value: String(describing: value))
                state.pendingActions.append((event, { action(last, value) }))
            }
        }
    }

    /// Calls `action(old, new)` when the scroll view's phase changes (the
    /// first layout compares with `.idle`).
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> _ScrollObserverModifier<Self> {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// `onScrollPhaseChange(_:)` with the geometry and velocity at the change.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, kind: .onScrollPhaseChange) { key, state in
            ScrollObserver(stage: .beforeContent, rank: 0) { o in
                let phase = o.state.phase
                let last = state.graph.exchangeLastSeen(phase, key) ?? .idle
                guard last != phase else { return }
                let context = ScrollPhaseChangeContext(geometry: o.geometry, velocity: o.state.velocity)
                let event = ViewEvent(kind: .onScrollPhaseChange, name: "ScrollPhase", value: "\(last) → \(phase)")
                state.pendingActions.append((event, { action(last, phase, context) }))
            }
        }
    }

    /// Calls `action` with the ids of the scroll view's targets (the
    /// children of its `.scrollTargetLayout()` whose id is an `ID`) that
    /// show at least `threshold` of their area, in order, when that list
    /// changes (the first layout compares with an empty list).
    public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> _ScrollObserverModifier<Self> {
        _ScrollObserverModifier(self, kind: .onScrollTargetVisibilityChange, watching: ID.self) { key, state in
            ScrollObserver(stage: .afterContent, rank: 2) { o in
                let bounds = CGRect(origin: o.state.offset, size: o.layout.frame.size)
                    .offsetBy(dx: -o.layout.contentInsets.leading, dy: -o.layout.contentInsets.top)
                let ids = o.recorder.visibleTargetIDs(in: o.index, bounds: bounds, threshold: threshold).compactMap { $0.base as? ID }
                let last = state.graph.exchangeLastSeen(ids, key) ?? []
                guard last != ids else { return }
                let event = ViewEvent(kind: .onScrollTargetVisibilityChange, name: "\(ID.self)", value: String(describing: ids))
                state.pendingActions.append((event, { action(ids) }))
            }
        }
    }

    /// Calls `action(isVisible)` when at least `threshold` of this view's
    /// area shows in its nearest scroll view (or stops doing so). The first
    /// layout compares with "not visible"; a view a lazy stack stops
    /// building reports `false`.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, state in
            ScrollVisibilityNode(child: node, key: state.childKey(.onScrollVisibilityChange), threshold: threshold, state: state, action: action)
        }
    }
}
