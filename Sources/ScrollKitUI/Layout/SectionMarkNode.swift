/// A section's header or footer (`Section`), laid out as its view: a lazy
/// stack with `pinnedViews:` finds its sections by these marks and, while
/// one is placed, gives it the section's extent (`SectionPinning`); a
/// pinned mark is drawn once the stack's rows are, at its pinned place,
/// above them.
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
        guard let pinning = env.pinning else {
            child.place(in: frame, env, out)
            return
        }
        var inner = env
        inner.pinning = nil
        pinning.note(self, at: frame)
        if pinning.pins(role) {
            pinning.pending.append((self, frame, inner, pinning.section))
        } else {
            child.place(in: frame, inner, out)
        }
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
