/// Runs a `Layout` as a node of the layout pass: the node's children are
/// the layout's subviews; sizing asks `sizeThatFits`, placing asks
/// `placeSubviews`, then draws each child in the frame the layout gave it,
/// in the subviews' order (a subview the layout did not place sits at the
/// centre of the container, sized for the container's size). The cache is
/// made on first use and lives as long as the node: one pass. A user's
/// layout is placed with the proposal it answered the frame's size for
/// (a flow layout wraps at the width it was offered); a built-in one with
/// the frame's size.
///
/// While placing, the node records each child's frame as a scroll target
/// (`.scrollTargetLayout()`) and the frame of each child with an `.id`,
/// as SwiftUI's stacks do, unless `recordsChildren` is off (`ZStack`).
class LayoutAdapterNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [LayoutNode]
    /// `.scrollTargetLayout()`: each child's frame is a scroll target.
    var isScrollTargetLayout = false
    /// Whether placing records children's ids (and scroll targets).
    let recordsChildren: Bool
    /// A built-in layout prefers the standard spacing (or none, as a
    /// spacer's wrapper) without being asked; a user's layout is asked
    /// (`Layout.spacing(subviews:cache:)`).
    private let isBuiltIn: Bool
    private var cache: L.Cache?
    /// The environment of the pass, known once the node is sized: what
    /// `spacing` hands the subviews.
    private var env: LayoutEnvironment?
    /// A user layout's answers so far (proposal, size): placing hands
    /// `placeSubviews` the proposal that gave the frame's size.
    private var answers: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The frames of the last placing, reused by the next (a kept lazy row
    /// is placed again in every pass: nothing to allocate then).
    private var placements: LayoutPlacements?

    init(_ layout: L, children: [LayoutNode], recordsChildren: Bool = true, isBuiltIn: Bool = false) {
        self.layout = layout
        self.children = children
        self.recordsChildren = recordsChildren
        self.isBuiltIn = isBuiltIn
    }

    override var viewSpacing: ViewSpacing {
        guard !isBuiltIn, let env else { return super.viewSpacing }
        return withSubviews(LayoutContext(env)) { layout.spacing(subviews: $0, cache: &$1) }
    }

    /// Runs `body` with the subviews for `context` and the cache (made now if needed).
    private func withSubviews<T>(_ context: LayoutContext, _ body: (LayoutSubviews, inout L.Cache) -> T) -> T {
        let subviews = LayoutSubviews(children[...], context)
        if cache == nil { cache = layout.makeCache(subviews: subviews) }
        return body(subviews, &cache!)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let size = withSubviews(LayoutContext(env)) { layout.sizeThatFits(proposal: proposal, subviews: $0, cache: &$1) }
        if !isBuiltIn {
            self.env = env
            answers.append((proposal, size))
        }
        return size
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let placements = self.placements ?? LayoutPlacements(count: children.count)
        self.placements = placements
        placements.reset()
        let context = LayoutContext(env, placing: placements)
        let proposal = answers.last { $0.size == frame.size }?.proposal ?? ProposedViewSize(frame.size)
        withSubviews(context) { layout.placeSubviews(in: frame, proposal: proposal, subviews: $0, cache: &$1) }
        for (i, child) in children.enumerated() {
            let childFrame = placements.frames[i] ?? frame.aligned(child.size(ProposedViewSize(frame.size), env), .center)
            if recordsChildren {
                if isScrollTargetLayout { out.recordTarget(childFrame, contentOrigin: env.contentOrigin) }
                if let id = child.viewID {
                    out.recordIdentified(
                        first: childFrame, step: .zero, count: 1, isTarget: isScrollTargetLayout, contentOrigin: env.contentOrigin
                    ) { _ in id }
                }
            }
            child.place(in: childFrame, env, out)
        }
    }
}
