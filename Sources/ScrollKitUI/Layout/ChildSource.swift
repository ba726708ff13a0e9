/// One entry in a list of sibling views: a view already resolved, or a run
/// of `count` views (a `ForEach`) resolved one at a time on demand, so a
/// lazy stack of 100,000 rows evaluates only the bodies of the rows it shows.
enum ChildSource {
    case node(LayoutNode)
    case lazy(count: Int, make: (Int) -> LayoutNode)

    /// How many siblings this entry stands for.
    var count: Int {
        switch self {
        case .node: return 1
        case .lazy(let n, _): return n
        }
    }

    /// Every sibling, resolved now (eager stacks, groups).
    static func expand(_ sources: [ChildSource]) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for source in sources {
            switch source {
            case .node(let node): nodes.append(node)
            case .lazy(let n, let make): for i in 0..<n { nodes.append(make(i)) }
            }
        }
        return nodes
    }

    /// `sources` with `wrap` applied to every sibling (a modifier on a
    /// `Group` or `ForEach` applies to each of its views, as in SwiftUI).
    static func map(_ sources: [ChildSource], _ wrap: @escaping (LayoutNode) -> LayoutNode) -> [ChildSource] {
        sources.map { source in
            switch source {
            case .node(let node): return .node(wrap(node))
            case .lazy(let n, let make): return .lazy(count: n, make: { wrap(make($0)) })
            }
        }
    }
}
