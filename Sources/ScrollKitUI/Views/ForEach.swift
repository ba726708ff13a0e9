/// Views made from a collection, as SwiftUI's `ForEach`: a range of
/// integers, a collection with an `id:` key path, or `Identifiable`
/// elements. The views are made one at a time when asked for, so a lazy
/// stack builds only the rows it shows.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public let data: Data
    public let content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// `ForEach(subviews:)`: what it resolves to, made where it is resolved.
    var subviews: ((ViewEnvironment, ResolveState) -> [ChildSource])?

    init(_ data: Data, idAt id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idAt: { $0[keyPath: id] }, content: content)
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        if let subviews { return subviews(env, state) }
        let data = self.data
        let content = self.content
        let id = self.id
        let count = data.count
        // Numbered among its siblings: two lists under one parent whose
        // elements share ids are still two lists.
        let parent = state.childKey(.forEach)
        return [.lazy(count: count, make: { i in
            let element = data[data.index(data.startIndex, offsetBy: i)]
            let node = state.within(parent.appending(.element(AnyHashable(id(element))))) {
                resolveSingleSibling(content(element), env, state)
            }
            if node.viewID == nil { node.viewID = AnyHashable(id(element)) }
            return node
        })]
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, idAt: { $0 }, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idAt: { $0.id }, content: content)
    }
}

/// The view one `ForEach` element makes, as one node: several views
/// become a stack along the enclosing stack's axis, with its alignment and
/// spacing (centred, default spacing outside a stack).
func resolveSingleSibling<V: View>(_ view: V, _ env: ViewEnvironment, _ state: ResolveState) -> LayoutNode {
    let nodes = ChildSource.expand(resolveView(view, env, state))
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return EmptyNode() }
    guard let axis = env.stackAxis else { return StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: nodes) }
    return StackNode(axis: axis, alignment: env.stackAlignment, spacing: env.stackSpacing, children: nodes)
}
