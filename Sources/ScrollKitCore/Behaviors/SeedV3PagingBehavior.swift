/// `seed-v3`: seed 004's third custom paging behavior, "robust paging
/// control", computed exactly as the article's code does (its `Direction`,
/// 1/3 threshold, ceil/floor/round and 5 % edge snaps), on the scroll axis
/// (x/width for a horizontal container, y/height for a vertical one).
///
/// What it adds over v2: content not larger than the container rests at 0;
/// the threshold is 1/3 of the content remaining in the direction of motion
/// when less than a container remains; below the threshold it rounds the
/// *start* to a page (ceil going back, floor going forward); the result is
/// clamped to [0, M]; within 5 % of M it snaps to M, within 5 % of a
/// container of 0 it snaps to 0; going back it counts pages from the end.
///
/// Where it still fails (kept on purpose): the start is rounded down/up,
/// not to the nearest page, so a drag released under the threshold from
/// mid-page jumps to the page behind/ahead of the start; past the threshold
/// it adds a container to the unrounded start and only then rounds, so a
/// start between pages can land two pages away; going back it aligns pages
/// to the *end* (M − k·L), which is off the forward grid (k·L) when the
/// content is not a whole number of pages; the 5 % snap zone near the end
/// scales with M, so on long content it swallows whole pages (M = 100 000
/// px: every destination past 95 000 snaps to the end); a zero-size
/// container divides by zero (NaN, which the engine then clamps).
public struct SeedV3PagingBehavior: NamedScrollTargetBehavior {
    /// The article's `Direction`, named from the content's motion:
    /// `.left` when the offset grows (paging right), `.right` when it shrinks.
    enum Direction { case left, right, none }

    public init() {}

    public var name: String { "seed-v3" }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let axis = context.axis
        let scrollViewWidth = context.containerSize[axis]
        let contentWidth = context.contentSize[axis]
        // If the content width is less than or equal to the ScrollView width, align to the leftmost position
        guard contentWidth > scrollViewWidth else {
            target.rect.origin[axis] = 0
            return
        }
        let originalOffset = context.originalTarget.rect.min(axis)
        let targetOffset = target.rect.min(axis)
        // Determine the scroll direction by comparing the original offset with the target offset
        let direction: Direction = targetOffset > originalOffset ? .left : (targetOffset < originalOffset ? .right : .none)
        guard direction != .none else {
            target.rect.origin[axis] = originalOffset
            return
        }
        let thresholdRatio: Double = 1 / 3
        // Calculate the remaining content width based on the scroll direction and determine the drag threshold
        let remaining: Double = direction == .left
            ? (contentWidth - context.originalTarget.rect.max(axis))
            : (context.originalTarget.rect.min(axis))
        let threshold = remaining <= scrollViewWidth ? remaining * thresholdRatio : scrollViewWidth * thresholdRatio
        let dragDistance = originalOffset - targetOffset
        var destination: Double = originalOffset
        if abs(dragDistance) > threshold {
            // If the drag distance exceeds the threshold, adjust the target to the previous or next page
            destination = dragDistance > 0 ? originalOffset - scrollViewWidth : originalOffset + scrollViewWidth
        } else {
            // If the drag distance is within the threshold, align based on the scroll direction
            if direction == .right {
                // Scroll right (page left), round up
                destination = (originalOffset / scrollViewWidth).rounded(.up) * scrollViewWidth
            } else {
                // Scroll left (page right), round down
                destination = (originalOffset / scrollViewWidth).rounded(.down) * scrollViewWidth
            }
        }
        // Boundary handling: Ensure the destination is within valid bounds and aligns with pages
        let maxOffset = contentWidth - scrollViewWidth
        let boundedDestination = min(max(destination, 0), maxOffset)
        if boundedDestination >= maxOffset * 0.95 {
            // If near the end, snap to the last possible position
            destination = maxOffset
        } else if boundedDestination <= scrollViewWidth * 0.05 {
            // If near the start, snap to the beginning
            destination = 0
        } else {
            if direction == .right {
                // For right-to-left scrolling, calculate from the right end
                let offsetFromRight = maxOffset - boundedDestination
                let pageFromRight = (offsetFromRight / scrollViewWidth).rounded()
                destination = maxOffset - (pageFromRight * scrollViewWidth)
            } else {
                // For left-to-right scrolling, keep original behavior
                let pageNumber = (boundedDestination / scrollViewWidth).rounded()
                destination = min(pageNumber * scrollViewWidth, maxOffset)
            }
        }
        target.rect.origin[axis] = destination
    }
}
