/// A navigation bar with a large title over its content, collapsing as the
/// content scrolls, as UIKit's navigation bar does for SwiftUI's
/// `NavigationStack` (iOS's heights: the large bar 96 points, the inline
/// one 44).
///
/// The content is laid out below the large bar, and the top of the safe
/// area it sees is its own top, so a scroll view there reaches up under the
/// bar and the status bar (it does not clip at the bar). The first
/// vertical scroll view at the content's top drives the bar: scrolled by d
/// points, the bar is max(44, 96 − d) tall with the large title 8 points
/// above its bottom, so the title moves with the content (and down with
/// it on a pull); once the content passes under the 44-point bar the
/// title is the inline one, centred, over the bar's background (iOS's
/// bar material, drawn opaque) with a hairline at its bottom. Until then
/// the bar has no background (iOS's scroll-edge appearance).
final class LargeTitleBarNode: LayoutNode {
    let content: LayoutNode
    /// The large title, as wide as the bar; the inline title, 44 points tall.
    let large: LayoutNode
    let inline: LayoutNode
    /// The collapsed bar's background and its bottom hairline.
    let background: LayoutNode
    let hairline: LayoutNode

    static let largeHeight: CGFloat = 96
    static let inlineHeight: CGFloat = 44
    /// From the large title's line box to the bar's bottom, points.
    static let titleBottom: CGFloat = 8

    init(content: LayoutNode, large: LayoutNode, inline: LayoutNode, background: LayoutNode, hairline: LayoutNode) {
        self.content = content
        self.large = large
        self.inline = inline
        self.background = background
        self.hairline = hairline
    }

    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { Swift.max(0, $0 - Self.largeHeight) })
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let c = content.size(contentProposal(p), env)
        return CGSize(width: p.width ?? c.width, height: c.height + Self.largeHeight)
    }

    /// How far the bar's driving scroll view is scrolled (points; 0 when
    /// there is none): the first vertical one placed since `first` whose
    /// top is at or above the content's top.
    static func scrolled(_ out: DisplayListBuilder, since first: Int, top: CGFloat) -> CGFloat {
        guard first < out.scrollViews.count else { return 0 }
        let scroll = out.scrollViews[first...].first { $0.axes.contains(.vertical) && $0.frame.minY <= top + 0.5 }
        return scroll?.offset.y ?? 0
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        var contentFrame = frame
        contentFrame.origin.y += Self.largeHeight
        contentFrame.size.height = Swift.max(0, frame.height - Self.largeHeight)
        var inner = env
        if !inner.safeArea.isNull {
            // The content's safe area starts at its own top: what reaches
            // under the safe area reaches under the bar.
            let bottom = inner.safeArea.maxY
            inner.safeArea.origin.y = contentFrame.minY
            inner.safeArea.size.height = Swift.max(0, bottom - contentFrame.minY)
        }
        inner.collapsingBarTop = contentFrame.minY
        let first = out.scrollViews.count
        let placed = content.size(ProposedViewSize(contentFrame.size), inner)
        content.place(in: CGRect(origin: contentFrame.origin, size: placed), inner, out)
        let d = Self.scrolled(out, since: first, top: contentFrame.minY)
        let height = Swift.max(Self.inlineHeight, Self.largeHeight - d)
        if Self.largeHeight - d > Self.inlineHeight {
            let s = large.size(ProposedViewSize(width: frame.width, height: nil), env)
            let y = frame.minY + height - Self.titleBottom - s.height
            large.place(in: CGRect(x: frame.minX, y: y, width: frame.width, height: s.height), env, out)
            return
        }
        let top = env.bounds.isNull ? frame.minY : env.bounds.minY
        let barBottom = frame.minY + Self.inlineHeight
        background.place(in: CGRect(x: frame.minX, y: top, width: frame.width, height: barBottom - top), env, out)
        hairline.place(in: CGRect(x: frame.minX, y: barBottom, width: frame.width, height: Divider.thickness), env, out)
        inline.place(in: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.inlineHeight), env, out)
    }
}
