/// Which built rows `LazyRowCache` may keep: those whose nodes, all the
/// way down, only size and draw from what they were built with. Nodes
/// that hold the pass they were made in, watch the scroll or the
/// geometry, record something while placed (buttons, scroll views,
/// lifecycles) or build more rows of their own are not on the list, so a
/// row holding one is built afresh in every pass, as before.
enum LazyRowPurity {
    /// True when `node` and everything inside it is of a keepable kind.
    static func isKeepable(_ node: LayoutNode) -> Bool {
        switch node {
        case is TextNode, is ShapeNode, is SpacerNode, is EmptyNode, is ImageNode:
            return true
        case let n as StackNode: return n.children.allSatisfy(isKeepable)
        case let n as ZStackNode: return n.children.allSatisfy(isKeepable)
        case let n as FrameNode: return isKeepable(n.child)
        case let n as FlexibleFrameNode: return isKeepable(n.child)
        case let n as PaddingNode: return isKeepable(n.child)
        case let n as AspectRatioNode: return isKeepable(n.child)
        case let n as FixedSizeNode: return isKeepable(n.child)
        case let n as OverlayNode: return isKeepable(n.primary) && isKeepable(n.secondary)
        case let n as EffectNode: return isKeepable(n.child)
        case let n as ItemFilterNode: return isKeepable(n.child)
        default:
            return false
        }
    }
}
