/// How a scroll transition goes, as SwiftUI's `ScrollTransitionConfiguration`.
///
/// The view's progress is measured along the scroll axis from its centre's
/// distance `d` to the container's centre: with `H = (C + V) / 2` (C the
/// container's length, V the view's) the view is hidden at `|d| ≥ H`; the
/// threshold is a distance `D` (see `Threshold`); `|d| ≤ D` is the
/// identity phase, and in between the progress is `(H − |d|) / (H − D)`.
/// `.interactive` draws the effects of the edge phase and of the identity
/// phase interpolated at `easeInOut(progress)` (SwiftUI's default curve,
/// the cubic Bézier (0.42, 0, 0.58, 1)); `.animated` switches at the
/// threshold (without an animation here); `.identity` never changes the view.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive, animated, identity }
    let kind: Kind
    var threshold: Threshold = .visible

    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// This configuration with `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.threshold = threshold
        return c
    }

    /// How much of the view must show before it is in the identity phase.
    public struct Threshold: Sendable {
        enum Kind: Sendable { case visible(Double), centered, hidden }
        let kind: Kind
        var inset: Double = 0

        /// The whole view shows (or the whole container, for a longer view).
        public static let visible = Threshold(kind: .visible(1))
        /// Any part shows.
        public static let hidden = Threshold(kind: .hidden)
        /// The view's centre is at the container's centre.
        public static var centered: Threshold { Threshold(kind: .centered) }

        /// `amount` (0 … 1) of the view (or of the container, when shorter) shows.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(kind: .visible(Swift.min(Swift.max(amount, 0), 1)))
        }

        /// Met `distance` points closer to the centre.
        public func inset(by distance: Double) -> Threshold {
            var t = self
            t.inset += distance
            return t
        }

        /// The threshold as a distance of centres: `H − a · min(C, V)` for
        /// `visible(a)`, `H` for hidden, 0 for centred; less the inset;
        /// within 0 … H.
        func distance(container c: Double, view v: Double) -> Double {
            let h = (c + v) / 2
            var d: Double
            switch kind {
            case .visible(let a): d = h - a * Swift.min(c, v)
            case .hidden: d = h
            case .centered: d = 0
            }
            return Swift.min(Swift.max(d - inset, 0), h)
        }
    }
}
