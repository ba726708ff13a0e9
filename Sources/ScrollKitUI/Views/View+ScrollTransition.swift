// `.scrollTransition`: effects from where the view is in its scroll view.

extension View {
    /// The effects `transition` makes for the view's phase, with the same
    /// configuration on both sides (see `ScrollTransitionConfiguration`).
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> _ModifiedView<Self> {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// The effects `transition` makes for the view's phase, configured per side.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            VisualEffectNode(child: node) { frame, env, out in
                let scroll = out.openScrollViews.last.map { out.scrollViews[$0] }
                let container = scroll?.frame ?? env.bounds
                let along: Axis = axis ?? (scroll.map { $0.axes.contains(.vertical) ? .vertical : .horizontal } ?? .vertical)
                let t = ScrollTransitionProgress(frame: frame, container: container, axis: along, topLeading: topLeading, bottomTrailing: bottomTrailing)
                let identity = transition(EmptyVisualEffect(), .identity)._steps
                guard t.phase != .identity else { return identity }
                let edge = transition(EmptyVisualEffect(), t.phase)._steps
                return _VisualEffectStep.interpolate(edge, identity, t.amount)
            }
        }
    }
}
