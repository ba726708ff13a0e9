/// A `List`'s or `Form`'s content as rows in `look`: its `Section`s draw
/// themselves as the list's sections (they see `listSection`), and each
/// run of loose rows between them is drawn as a section of its own
/// without a header, as iOS does. A grouped list ends with the section
/// spacing under its last section.
struct ListRows<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let look: ListLook

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        var inner = env
        inner.listSection = look
        let style = ListSectionStyle(look: look)
        var out: [ChildSource] = []
        var loose: [ChildSource] = []
        func flush() {
            out += style.rows(loose, spacedAbove: look.isGrouped, env, state)
            loose = []
        }
        for source in resolveView(content, inner, state) {
            if case .node(let node) = source, node.isListPiece {
                flush()
                out.append(source)
            } else {
                loose.append(source)
            }
        }
        flush()
        if look.isGrouped {
            out.append(.node(resolveSingle(Color.clear.frame(height: ListLook.sectionSpacing), env, state)))
        }
        return out
    }
}
