/// Collects what a layout pass draws and what its scroll views measured.
final class DisplayListBuilder {
    /// Open groups' items; the first is the list itself.
    private var stack: [[DisplayItem]] = [[]]
    /// The offset for the first scroll view placed (the studied one); taken
    /// once, so nested scroll views sit at their start.
    var pendingScrollOffset: CGPoint?
    /// Every scroll view placed, in placement order (outermost first).
    var scrollViews: [ScrollViewLayout] = []
    /// Indices into `scrollViews` of the ones being placed, innermost last.
    var openScrollViews: [Int] = []

    init(scrollOffset: CGPoint) {
        pendingScrollOffset = scrollOffset
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
