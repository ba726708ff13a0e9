/// A behavior that keeps snapping to the same area after a layout change
/// (CSS: "re-snap after layout changes to the same element",
/// css-scroll-snap-1 §6.2 and Chromium's `target_snap_area_element_ids_`
/// with `ShouldPrioritizeSnapTargets`). Before a resize the engine asks which
/// target the content is snapped to on each axis; after it, it proposes that
/// target's new aligned offset instead of keeping the leading visible item.
///
/// Offsets px on `axis`; `containerLength` the container's length there,
/// `maxOffset` the largest offset.
public protocol SnappedTargetBehavior: NamedScrollTargetBehavior {
    /// The target snapped to at `offset` (aligned within 1 px, Chromium's
    /// kSnappedToTolerance), or nil.
    func snappedTarget(at offset: Double, in targets: any ScrollTargetLayout, axis: Axis,
                       containerLength: Double, maxOffset: Double) -> Int?
    /// The offset at which target `index` aligns (clipped to [0, maxOffset]).
    func alignedOffset(ofTarget index: Int, in targets: any ScrollTargetLayout, axis: Axis,
                       containerLength: Double, maxOffset: Double) -> Double?
}
