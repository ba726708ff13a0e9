/// One resolved view in a layout pass: it answers SwiftUI's two layout
/// questions, "how big are you for this proposal?" (`size`) and "draw
/// yourself in this frame" (`place`), and is thrown away after the pass.
///
/// Sizes are memoised per proposal and container, because stacks ask each
/// child several times (its minimum, its maximum, then for real): without
/// it nested stacks would cost 4^depth.
class LayoutNode {
    /// SwiftUI's `.layoutPriority`: stacks offer space to higher first.
    var layoutPriority: Double = 0
    /// SwiftUI's `.id`, when set.
    var viewID: AnyHashable?
    /// The memo: a node is asked for a handful of proposals, so a short
    /// list searched in order beats hashing (it showed in profiles of lazy
    /// rows); past `SizeKey.listLimit` entries the rest go to `moreSizes`.
    private var sizes: [(key: SizeKey, size: CGSize)] = []
    private var moreSizes: [SizeKey: CGSize] = [:]

    /// Values set with `.layoutValue(key:value:)`, by key type; nil when none.
    var layoutValues: [ObjectIdentifier: Any]?

    /// True for `Spacer`: stacks put no default spacing next to it.
    var isSpacer: Bool { false }

    /// The space the view prefers around it (`LayoutSubview.spacing`):
    /// none for a spacer, the standard spacing otherwise.
    var viewSpacing: ViewSpacing { isSpacer ? .zero : ViewSpacing() }

    /// The size for `proposal`, memoised.
    final func size(_ proposal: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let key = SizeKey(proposal, env.container)
        for entry in sizes where entry.key == key { return entry.size }
        if !moreSizes.isEmpty, let known = moreSizes[key] { return known }
        let s = sizeThatFits(proposal, env)
        if sizes.count < SizeKey.listLimit { sizes.append((key, s)) } else { moreSizes[key] = s }
        return s
    }

    /// The size for `proposal`; subclasses override. Never negative.
    func sizeThatFits(_ proposal: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize { .zero }

    /// Draws the view, and everything inside it, into `frame` (absolute
    /// coordinates of the root container); subclasses override.
    func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {}
}

/// The memo key of `LayoutNode.size`: proposal and container, nil as NaN.
struct SizeKey: Hashable {
    var w: UInt64
    var h: UInt64
    var cw: UInt64
    var ch: UInt64

    /// How many sizes a node keeps in its list before hashing the rest.
    static let listLimit = 32

    init(_ p: ProposedViewSize, _ container: CGSize) {
        w = Double(p.width ?? .nan).bitPattern
        h = Double(p.height ?? .nan).bitPattern
        cw = Double(container.width).bitPattern
        ch = Double(container.height).bitPattern
    }
}
