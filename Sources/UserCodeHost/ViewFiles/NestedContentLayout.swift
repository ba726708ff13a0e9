import ScrollKitCore

/// The content of a nested `ScrollView` as its own `ScrollEngine` sees it:
/// the content size and `.scrollTargetLayout()` frames the host measured in
/// the last tick (content coordinates), fixed until the next tick replaces
/// them (`NestedScrollViews`). The container is the scroll view's own frame.
struct NestedContentLayout: ContentLayout {
    var contentSize: Size
    /// The targets, in order on the scroll axis.
    var targets: [Rect]
    /// The scroll view's laid-out size: the engine's container.
    var viewportSize: Size?
    /// Its `.scrollDisabled` and `.scrollBounceBehavior`.
    var interaction: ScrollInteraction

    init(_ scroll: HostedScrollView) {
        contentSize = scroll.contentSize
        targets = scroll.targets
        viewportSize = scroll.frame.size
        interaction = scroll.interaction
    }

    var itemCount: Int { targets.count }
    func frame(ofItem index: Int) -> Rect { targets.indices.contains(index) ? targets[index] : .zero }
    func itemID(at index: Int) -> Int { index }
    func index(ofItemID id: Int) -> Int? { targets.indices.contains(id) ? id : nil }

    func items(in rect: Rect) -> Range<Int> {
        let hit = targets.indices.filter { targets[$0].intersects(rect) }
        guard let first = hit.first, let last = hit.last else { return 0..<0 }
        return first..<(last + 1)
    }

    var isScrollTargetLayout: Bool { !targets.isEmpty }
    mutating func relayout(containerSize: Size) {}
    var targetCount: Int { targets.count }
    func targetFrame(at index: Int) -> Rect { frame(ofItem: index) }

    func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard !position.isNaN else { return targets.count }
        return targets.firstIndex { $0.min(axis) >= position } ?? targets.count
    }
}
