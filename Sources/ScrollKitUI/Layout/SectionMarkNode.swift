/// A section's header or footer (`Section`), laid out as its view: a lazy
/// stack with `pinnedViews:` finds its sections by these marks and, while
/// one is placed, gives it the section's extent (`SectionPinning`); the
/// mark then draws its view at the pinned place, above the section's rows.
final class SectionMarkNode: WrapperNode {
    enum Role { case header, footer }
    let role: Role
    /// The section it belongs to: its header and footer share it.
    let section: SectionIdentity

    init(child: LayoutNode, role: Role, section: SectionIdentity) {
        self.role = role
        self.section = section
        super.init(child: child)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        guard let pinning = env.pinning, pinning.pins(role) else {
            child.place(in: frame, env, out)
            return
        }
        var inner = env
        inner.pinning = nil
        out.beginGroup()
        child.place(in: pinning.pinnedFrame(frame, role: role), inner, out)
        pinning.drawnAbove.append(contentsOf: out.takeGroup())
    }
}

/// The identity of one resolved `Section`, shared by its header's and
/// footer's marks.
final class SectionIdentity {}

extension LayoutNode {
    /// The section mark this node is, under modifiers that only wrap it
    /// (`.id`, a modifier on the `Section`), nil otherwise.
    var sectionMark: SectionMarkNode? {
        var node: LayoutNode = self
        while true {
            if let mark = node as? SectionMarkNode { return mark }
            guard let wrapper = node as? WrapperNode else { return nil }
            node = wrapper.child
        }
    }
}
