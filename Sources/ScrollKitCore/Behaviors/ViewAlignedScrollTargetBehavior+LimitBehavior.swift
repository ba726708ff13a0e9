extension ViewAlignedScrollTargetBehavior {
    /// How many views one gesture may scroll past, as SwiftUI's
    /// `ViewAlignedScrollTargetBehavior.LimitBehavior`. Apple leaves "a few"
    /// and `.automatic` unspecified; for a desktop window the playground
    /// defines them as follows (docs/behaviors.md says the same).
    public enum LimitBehavior: String, CaseIterable, Hashable, Sendable {
        /// `.automatic`: SwiftUI limits "when in a compact horizontal size
        /// class when scrollable in the horizontal axis, when in a compact
        /// vertical size class when scrollable in the vertical axis"
        /// (Apple's `viewAligned` page). A desktop window has no size class,
        /// so the container's length *along the scroll axis* decides: shorter
        /// than `compactWidth` (600 px: every iPhone's width in portrait and
        /// height in landscape; Material's "compact" window class) acts as
        /// `.always`, longer as `.never`.
        case automatic
        /// `.always`: at most one container length of views per gesture (the
        /// views that were on screen), but always at least one view, so a
        /// view larger than the container can still be left.
        case always
        /// `.alwaysByOne`: at most one view per gesture: to the adjacent
        /// leading edge in the direction of motion (when the gesture began
        /// between two edges, the edge ahead or the edge behind).
        case alwaysByOne
        /// `.alwaysByFew`: at most `fewViews` (3) views per gesture, whatever
        /// their size: more than by-one for a flick through a carousel of
        /// cards, never a runaway fling through a long list.
        case alwaysByFew
        /// `.never`: no limit; the nearest view edge to where momentum ends
        /// (at or past it in the direction of a fling).
        case never

        /// How many views `.alwaysByFew` lets one gesture pass.
        public static let fewViews = 3
        /// A container narrower than this, px, is "compact" for `.automatic`.
        public static let compactWidth = 600.0

        /// The limit `.automatic` stands for in a container `containerWidth`
        /// px long on its scroll axis (`.always` or `.never`; the name is
        /// historical: for a vertical scroll view pass the height); every
        /// other case is itself.
        public func resolved(containerWidth: Double) -> LimitBehavior {
            guard self == .automatic else { return self }
            return containerWidth < Self.compactWidth ? .always : .never
        }

        /// The limit `.automatic` stands for in a container of `containerSize`
        /// scrolling on `axis`: compact when the length along `axis` is under
        /// `compactWidth`. Every other case is itself.
        public func resolved(containerSize: Size, axis: Axis) -> LimitBehavior {
            resolved(containerWidth: containerSize[axis])
        }

        /// The catalog name of the view-aligned behavior with this limit.
        public var behaviorName: String {
            switch self {
            case .automatic: return "view-aligned"
            case .always: return "view-aligned-always"
            case .alwaysByOne: return "view-aligned-by-one"
            case .alwaysByFew: return "view-aligned-by-few"
            case .never: return "view-aligned-never"
            }
        }
    }
}
