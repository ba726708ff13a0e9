/// `seed-v2`: seed 004's second custom paging behavior, "based on the scroll
/// distance", computed exactly as the article's code does, on the scroll
/// axis (x/width for a horizontal container, y/height for a vertical one).
///
/// ```swift
/// let distance = context.originalTarget.rect.minX - target.rect.minX
/// if abs(distance) > scrollViewWidth / 3 {
///     if distance > 0 { target.rect.origin.x = context.originalTarget.rect.minX - scrollViewWidth }
///     else            { target.rect.origin.x = context.originalTarget.rect.minX + scrollViewWidth }
/// } else {
///     target.rect.origin.x = context.originalTarget.rect.minX
/// }
/// ```
///
/// Its flaws, kept on purpose: it measures from the offset where the gesture
/// began, which "may already have moved" when a new gesture starts before
/// the previous scroll stopped, so it then pages from between two pages and
/// stays off the page grid; the distance is to the *natural resting point*,
/// so a strong flick still moves one container only; exactly 1/3 returns;
/// it ignores the bounds (the engine clamps visibly).
public struct SeedV2PagingBehavior: NamedScrollTargetBehavior {
    public init() {}

    public var name: String { "seed-v2" }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let axis = context.axis
        // Current ScrollView width
        let scrollViewWidth = context.containerSize[axis]
        // Scroll distance
        let distance = context.originalTarget.rect.min(axis) - target.rect.min(axis)
        // If the scroll distance exceeds 1/3 of the ScrollView width, switch to the next page
        if abs(distance) > scrollViewWidth / 3 {
            if distance > 0 {
                target.rect.origin[axis] = context.originalTarget.rect.min(axis) - scrollViewWidth
            } else {
                target.rect.origin[axis] = context.originalTarget.rect.min(axis) + scrollViewWidth
            }
        } else {
            // If the scroll distance is less than 1/3, return to the original position
            target.rect.origin[axis] = context.originalTarget.rect.min(axis)
        }
    }
}
