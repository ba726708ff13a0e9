/// Where a view is in its scroll transition (see
/// `ScrollTransitionConfiguration` for the rule): its phase, and how far
/// from the edge phase (0) to the identity (1) it is drawn.
struct ScrollTransitionProgress {
    var phase: ScrollTransitionPhase
    /// The interpolation amount: 1 in the identity phase.
    var amount: Double

    init(frame: CGRect, container: CGRect, axis: Axis, topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration) {
        let c = Double(container.size[axis]), v = Double(frame.size[axis])
        let d = Double((frame.origin[axis] + frame.size[axis] / 2) - (container.origin[axis] + container.size[axis] / 2))
        let config = d < 0 ? topLeading : bottomTrailing
        let h = (c + v) / 2
        let threshold = config.threshold.distance(container: c, view: v)
        if config.kind == .identity || abs(d) <= threshold {
            phase = .identity
            amount = 1
            return
        }
        phase = d < 0 ? .topLeading : .bottomTrailing
        let progress = h > threshold ? Swift.min(Swift.max((h - abs(d)) / (h - threshold), 0), 1) : 0
        amount = config.kind == .animated ? 0 : UnitCurveMath.easeInOut(progress)
    }
}
