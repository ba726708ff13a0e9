/// The subviews a `Layout` arranges, in the order the view builder listed
/// them, as SwiftUI's `LayoutSubviews`. A slice is a `LayoutSubviews` too.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let nodes: ArraySlice<LayoutNode>
    let context: LayoutContext

    init(_ nodes: ArraySlice<LayoutNode>, _ context: LayoutContext) {
        self.nodes = nodes
        self.context = context
    }

    /// Left-to-right: the only direction laid out here.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, context: context)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes[bounds], context)
    }

    /// The same views in the same order.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}
