/// `seed-v1`: seed 004's first custom paging behavior, "simple, based on
/// velocity", computed exactly as the article's code does, on the scroll
/// axis (x and width for a horizontal container, y and height for a
/// vertical one; `context.axis`).
///
/// ```swift
/// if context.velocity.dx > 0 {        // scroll right
///     target.rect.origin.x = context.originalTarget.rect.minX + scrollViewWidth
/// } else if context.velocity.dx < 0 { // scroll left
///     target.rect.origin.x = context.originalTarget.rect.minX - scrollViewWidth
/// }
/// ```
///
/// Its flaws, kept on purpose: at zero velocity nothing happens, the target
/// stays wherever the drag left it (the article: "if the gesture ends with
/// zero velocity, the page turn does not fire"); it adds a whole container to
/// the *start* offset, so a start between pages stays between pages; it
/// ignores the bounds (−width before the first page, past the end after the
/// last), and the engine clamps that visibly.
public struct SeedV1PagingBehavior: NamedScrollTargetBehavior {
    public init() {}

    public var name: String { "seed-v1" }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let axis = context.axis
        // Current ScrollView width
        let scrollViewWidth = context.containerSize[axis]
        // Adjust the target position based on scroll direction
        if context.velocity[axis] > 0 {
            target.rect.origin[axis] = context.originalTarget.rect.min(axis) + scrollViewWidth
        } else if context.velocity[axis] < 0 {
            target.rect.origin[axis] = context.originalTarget.rect.min(axis) - scrollViewWidth
        }
    }
}
