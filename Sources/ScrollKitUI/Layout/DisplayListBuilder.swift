/// Collects what a layout pass draws and what its scroll views measured.
final class DisplayListBuilder {
    /// Open groups' items; the first is the list itself.
    private var stack: [[DisplayItem]] = [[]]
    /// The scroll states given to the layout, the identified children,
    /// requests and buttons recorded while placing.
    let scroll: ScrollPassRecorder
    /// Every scroll view placed, in placement order (outermost first).
    var scrollViews: [ScrollViewLayout] = []
    /// Indices into `scrollViews` of the ones being placed, innermost last.
    var openScrollViews: [Int] = []

    /// The first scroll view placed (the studied one) at `scrollOffset`,
    /// nested ones at their start.
    convenience init(scrollOffset: CGPoint) {
        self.init(scrollStates: [ScrollViewState(offset: scrollOffset)])
    }

    /// The scroll view placed `i`-th in `scrollStates[i]` (at rest at its
    /// start beyond the list).
    init(scrollStates: [ScrollViewState]) {
        scroll = ScrollPassRecorder(states: scrollStates)
    }

    /// The finished list.
    var displayList: DisplayList { DisplayList(stack[0]) }

    /// Adds `item`, whose bounds are `frame`, when `frame` overlaps
    /// `visible` by some area (a frame that only touches its edge is left out).
    func emit(_ item: DisplayItem, frame: CGRect, visible: CGRect) {
        guard frame.maxX > visible.minX, frame.minX < visible.maxX, frame.maxY > visible.minY, frame.minY < visible.maxY
        else { return }
        stack[stack.count - 1].append(item)
    }

    /// Starts collecting the items of a group.
    func beginGroup() {
        stack.append([])
    }

    /// Ends the group begun last: its items go into one `DisplayGroup` (or
    /// straight into the parent when nothing is applied), nothing when empty.
    func endGroup(opacity: Double = 1, clip: DisplayClip? = nil, transform: DisplayTransform = .identity) {
        let children = stack.removeLast()
        guard !children.isEmpty else { return }
        if opacity == 1, clip == nil, transform.isIdentity {
            stack[stack.count - 1].append(contentsOf: children)
        } else {
            stack[stack.count - 1].append(.group(DisplayGroup(children, opacity: opacity, clip: clip, transform: transform)))
        }
    }

    /// Takes the items of the group begun last, leaving it closed (a
    /// drawing effect that rewrites them appends the result with `append`).
    func takeGroup() -> [DisplayItem] {
        stack.removeLast()
    }

    /// Adds `items` to the innermost open group.
    func append(_ items: [DisplayItem]) {
        stack[stack.count - 1].append(contentsOf: items)
    }

    /// Records identified children of a stack inside the innermost open
    /// scroll view (`first` absolute; stored in content coordinates).
    func recordIdentified(
        first: CGRect, step: CGSize, count: Int, isTarget: Bool, contentOrigin: CGPoint, frames: ((Int) -> CGRect)? = nil,
        id: @escaping (Int) -> AnyHashable?
    ) {
        guard let i = openScrollViews.last else { return }
        var run = IdentifiedRun(
            first: first.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y), step: step, count: count, isTarget: isTarget, id: id)
        run.frames = frames.map { frames in { frames($0).offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y) } }
        scroll.runs[i, default: []].append(run)
    }

    /// Records a scroll target of the innermost open scroll view, given in
    /// absolute coordinates; stored in its content coordinates.
    func recordTarget(_ frame: CGRect, contentOrigin: CGPoint) {
        guard let i = openScrollViews.last else { return }
        scrollViews[i].targets.append(frame.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y))
    }
}

extension CGRect {
    /// The same rectangle as ScrollKitCore's `Rect`.
    var displayRect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}
