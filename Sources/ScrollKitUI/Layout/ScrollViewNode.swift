/// `ScrollView`: SwiftUI's rules for its size and its content's.
///
/// - The content (several views: an implicit `VStack`, whatever the axes)
///   is offered an unspecified length on the scrolling axes and the
///   container's size, less the insets, across them.
/// - Along an axis it scrolls the scroll view takes the length it is
///   offered (its content's plus the insets when the proposal is
///   unspecified); across it, its content's length plus the insets, as
///   SwiftUI's ("a vertical scroll view accepts the proposed height
///   unconditionally, it only becomes as wide as the width of its
///   contents", C. Eidhof, *SwiftUI Field Guide*, "Scroll View"): a
///   horizontal carousel of 200-point cards is a 200-point band that its
///   parent places (centred in the safe area at the root).
/// - The content starts at the leading/top inset, moved by the scroll
///   offset on the scrolling axes; content narrower than the scroll view on
///   an axis it does not scroll is centred there.
/// - `containerRelativeFrame` inside measures the scroll view's size less
///   its insets; the insets are `.contentMargins` plus `.safeAreaPadding`
///   applied to the scroll view.
/// - What the content draws is clipped to the scroll view's frame grown
///   under the safe area it touches on its scrolling axes (`drawingFrame`):
///   SwiftUI's scroll view does not clip to the safe area.
/// - Under iOS 13's layout (`ScrollViewSafeAreaLayout.underSafeArea`) the
///   frame grows under the safe area and the insets by what it covers
///   (`safeAreaAdjusted`); the content stays where it was.
///
/// The scroll view placed `i`-th takes the layout's `scrollStates[i]` (the
/// older `scrollOffset:` call moves only the outermost; the ones inside sit
/// at their start). Its phase and geometry observers run before its content
/// is placed, its target-visibility and position observers after.
final class ScrollViewNode: LayoutNode {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: LayoutNode
    let behavior: (any ScrollTargetBehavior)?
    var insets: EdgeInsets
    /// Scroll callbacks and bindings from the modifiers above (`ScrollObserver`).
    var observers: [ScrollObserver] = []
    var options = ScrollViewOptions()
    /// Its path in the tree (`ResolveState.childKey`), the identity when it has no `.id`.
    var path = ViewIdentity.root

    /// The value of an `.id` written on the scroll view itself (not the
    /// `ForEach` element id a row gets: the path already carries that, and
    /// two lists' rows may share ids).
    var explicitID: AnyHashable?

    /// `.id`'s value as text when set, else the path (`ScrollViewIdentity`).
    var identity: String { explicitID.map { "\($0.base)" } ?? path.description }

    init(axes: Axis.Set, showsIndicators: Bool, content: LayoutNode, behavior: (any ScrollTargetBehavior)?, insets: EdgeInsets) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content
        self.behavior = behavior
        self.insets = insets
    }

    private func scrolls(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    private func inset(_ axis: Axis) -> CGFloat {
        axis == .horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom
    }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var q = ProposedViewSize.unspecified
        for axis in [Axis.horizontal, .vertical] where !scrolls(axis) {
            q[axis] = p[axis].map { Swift.max(0, $0 - inset(axis)) }
        }
        return q
    }

    private func contentEnvironment(_ size: ProposedViewSize, _ env: LayoutEnvironment) -> LayoutEnvironment {
        var inner = env
        inner.container = CGSize(
            width: Swift.max(0, (size.width ?? env.container.width) - inset(.horizontal)),
            height: Swift.max(0, (size.height ?? env.container.height) - inset(.vertical)))
        return inner
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let c = content.size(contentProposal(p), contentEnvironment(p, env))
        var s = CGSize.zero
        for axis in [Axis.horizontal, .vertical] {
            s[axis] = scrolls(axis) ? p[axis] ?? c[axis] + inset(axis) : c[axis] + inset(axis)
        }
        return s
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let proposal = ProposedViewSize(frame.size)
        var inner = contentEnvironment(proposal, env)
        let c = content.size(contentProposal(proposal), inner)
        let scrollState = out.scroll.state(at: out.scrollViews.count, identity: identity)
        let offset = scrollState.offset
        // iOS 13's scroll view reaches under the safe area (`ScrollViewSafeAreaLayout`).
        let placed = safeAreaAdjusted(frame, env, out)
        var origin = CGPoint.zero
        for axis in [Axis.horizontal, .vertical] {
            let leading = axis == .horizontal ? placed.insets.leading : placed.insets.top
            let room = frame.size[axis] - inset(axis)
            origin[axis] = placed.frame.origin[axis] + leading
                + (scrolls(axis) ? -offset[axis] : (room - c[axis]) / 2)
        }
        let shown = drawingFrame(frame, env, out)
        inner.visible = env.visible.intersection(shown)
        inner.contentOrigin = origin
        let i = placed.insets
        inner.scrollBounds = CGRect(
            x: placed.frame.minX + i.leading, y: placed.frame.minY + i.top,
            width: Swift.max(0, placed.frame.width - i.leading - i.trailing),
            height: Swift.max(0, placed.frame.height - i.top - i.bottom))
        if let barTop = env.collapsingBarTop, axes.contains(.vertical), placed.frame.minY <= barTop + 0.5 {
            // The bar this scroll view drives has collapsed by its offset
            // (up to the large and inline heights' difference): what is
            // visible starts at the bar's bottom.
            let collapsed = Swift.min(Swift.max(offset.y, 0), LargeTitleBarNode.largeHeight - LargeTitleBarNode.inlineHeight)
            inner.scrollBounds.origin.y -= collapsed
            inner.scrollBounds.size.height += collapsed
        }
        inner.collapsingBarTop = nil
        inner.pinning = nil
        out.scrollViews.append(ScrollViewLayout(
            frame: placed.frame, axes: axes, contentSize: c, contentInsets: placed.insets, targets: [],
            targetBehavior: behavior, showsIndicators: showsIndicators, offset: offset,
            options: options, state: scrollState, identity: identity))
        let index = out.scrollViews.count - 1
        out.openScrollViews.append(index)
        if options.isClipDisabled { inner.visible = env.visible }
        observe(.beforeContent, index, out)
        out.beginGroup()
        if !inner.visible.isNull { content.place(in: CGRect(origin: origin, size: c), inner, out) }
        observe(.afterContent, index, out)
        out.endGroup(clip: options.isClipDisabled ? nil : DisplayClip(.rectangle, frame: shown.displayRect))
        out.openScrollViews.removeLast()
    }

    /// Runs the observers of `stage` by rank (see `ScrollObserver.rank`).
    private func observe(_ stage: ScrollObserver.Stage, _ index: Int, _ out: DisplayListBuilder) {
        let observation = ScrollObservation(
            index: index, layout: out.scrollViews[index], state: out.scrollViews[index].state, recorder: out.scroll)
        let due = observers.enumerated().filter { $0.element.stage == stage }
            .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        for (_, observer) in due { observer.run(observation) }
    }
}
