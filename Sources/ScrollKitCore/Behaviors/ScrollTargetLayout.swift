/// The frames of the children marked as scroll targets (SwiftUI's
/// `scrollTargetLayout()`), in content coordinates, ordered by their leading
/// edge on the scroll axis. Lookups must be O(log n) so that a million
/// targets cost the same as a hundred.
public protocol ScrollTargetLayout: Sendable {
    /// The number of targets.
    var targetCount: Int { get }
    /// The frame of target `index`, 0 ≤ index < targetCount.
    func targetFrame(at index: Int) -> Rect
    /// The index of the first target whose leading edge on `axis` is ≥ `position`,
    /// or `targetCount` when there is none (a lower bound by binary search).
    func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int
}
