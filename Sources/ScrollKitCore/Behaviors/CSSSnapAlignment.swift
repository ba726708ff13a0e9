/// CSS `scroll-snap-align` on one axis: which edge (or the center) of a snap
/// area lines up with the same edge (or center) of the snapport
/// (css-scroll-snap-1 §5.1; Chromium's `SnapAlignment`).
///
/// With the snapport of length S at scroll offset p starting at p + padding
/// leading, and an area [lead, trail] (px, content coordinates), the aligned
/// offset is:
/// - `start`: lead − paddingLeading
/// - `center`: (lead + trail)/2 − paddingLeading − S/2
/// - `end`: trail − paddingLeading − S
///
/// clipped to [0, M] (an unreachable alignment snaps to the nearest end,
/// Chromium's UnreachableSnapPositionCalculation).
public enum CSSSnapAlignment: String, Hashable, Sendable, CaseIterable {
    case start
    case center
    case end

    /// The fraction of (area length − S) added to the area's padded leading
    /// edge: 0, ½, 1.
    var fraction: Double {
        switch self {
        case .start: return 0
        case .center: return 0.5
        case .end: return 1
        }
    }
}
