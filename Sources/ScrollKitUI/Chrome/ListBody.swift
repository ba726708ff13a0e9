/// What a `List` or `Form` is: a scroll view (it scrolls on its own
/// engine) of a lazy stack of its rows (`ListRows`) in the look of
/// `.listStyle` (`fixed` for a `Form`), on the grouped background when
/// grouped; a plain list pins its section headers, as iOS's do.
struct ListBody<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    var fixed: ListLook?

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let look = fixed ?? env.listLook ?? .insetGrouped
        let rows = ListRows(content: content, look: look)
        if look.isGrouped {
            let list = ScrollView { LazyVStack(alignment: .leading, spacing: 0) { rows } }
            guard let background = look.background else { return resolveView(list, env, state) }
            return resolveView(list.background(background), env, state)
        }
        return resolveView(ScrollView { LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) { rows } }, env, state)
    }
}
