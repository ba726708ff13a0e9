/// Children of a stack inside a scroll view that carry an identity (`.id`,
/// a `ForEach` element): a run of `count` frames `step` apart, in the scroll
/// view's content coordinates. An eager stack records each child with an id
/// as a run of one; a lazy stack records all its rows as one run at their
/// places (measured, or estimated for rows not built), and `id(i)` builds row `i` only when asked (a
/// `scrollTo(id:)` to a row not yet built searches the rows in order).
struct IdentifiedRun {
    /// The frame of the first child, content coordinates.
    var first: CGRect
    /// From one child's origin to the next's.
    var step: CGSize
    var count: Int
    /// The children are the scroll view's targets (`.scrollTargetLayout()`).
    var isTarget: Bool
    /// The identity of child `i`, nil when it has none.
    var id: (Int) -> AnyHashable?
    /// The frame of child `i` (content coordinates) when the children are
    /// not all `step` apart (a lazy stack's rows of measured lengths).
    var frames: ((Int) -> CGRect)? = nil

    /// The frame of child `i`, content coordinates.
    func frame(_ i: Int) -> CGRect {
        if let frames { return frames(i) }
        return first.offsetBy(dx: step.width * CGFloat(i), dy: step.height * CGFloat(i))
    }

    /// The frame of the child whose identity is `target`, nil when none.
    func frame(of target: AnyHashable) -> CGRect? {
        for i in 0..<count where id(i) == target { return frame(i) }
        return nil
    }
}
