/// Where a run came to rest: the offset at its settle tick (or at its last
/// tick when it never settled) and the page that offset is on along the
/// primary axis. One cell of `qa --behavior all`'s matrix.
public struct ScenarioRest: Hashable, Sendable {
    /// The reported content offset, px.
    public var offset: Point
    /// (offset − min offset) / container length on the primary axis: whole
    /// numbers are page boundaries (the last page may be aligned to the end,
    /// then it is fractional).
    public var page: Double
    /// True when the offset is the maximum offset on the primary axis (the
    /// end, where paging aligns its last page).
    public var isAtEnd: Bool
    /// The primary axis.
    public var axis: Axis
    /// False when the run stopped without settling.
    public var settled: Bool

    public init(offset: Point, page: Double, isAtEnd: Bool, axis: Axis, settled: Bool) {
        self.offset = offset
        self.page = page
        self.isAtEnd = isAtEnd
        self.axis = axis
        self.settled = settled
    }

    /// `p3` on a page boundary (within 0.005 page), `p4 end` at the end when
    /// the last page is aligned to it, otherwise the offset on the primary
    /// axis (`182`, `1234.5`); `…` appended when the run never settled.
    public var cellText: String {
        let nearest = page.rounded()
        var text: String
        if abs(page - nearest) < 0.005 {
            text = "p\(Int(nearest))"
        } else if isAtEnd {
            text = "end"
        } else {
            text = ScenarioFormat.number(offset[axis], decimals: 1)
        }
        if !settled { text += "…" }
        return text
    }
}
