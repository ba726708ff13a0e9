public import ScrollKitCore

/// One subview of a `Layout`, as SwiftUI's `LayoutSubview`: ask it its size
/// for a proposal (as often as needed: answers are memoised per proposal),
/// then place it once while the container is placed.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    /// The subview's position among its container's subviews.
    let index: Int
    let context: LayoutContext

    /// The size the subview chooses for `proposal`, points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.size(proposal, context.env)
    }

    /// The subview's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Puts the subview's `anchor` at `position` (root coordinates, as the
    /// container's bounds), sized as it chooses for `proposal`. Only
    /// meaningful while the container is placed; the last call wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        // No multiplication by a zero anchor: 0 × ∞ would be NaN.
        let x = anchor.x == 0 ? position.x : position.x - anchor.x * size.width
        let y = anchor.y == 0 ? position.y : position.y - anchor.y * size.height
        place(in: CGRect(origin: CGPoint(x: x, y: y), size: size))
    }

    /// Gives the subview exactly `frame` (root coordinates): the built-in
    /// layouts whose child fills a rectangle of their choosing (padding).
    func place(in frame: CGRect) {
        context.place(index, in: frame)
    }

    /// `.layoutPriority`: stacks offer space to higher priorities first.
    public var priority: Double { node.layoutPriority }

    /// The space the subview prefers around it (`.zero` for a `Spacer`).
    public var spacing: ViewSpacing { node.viewSpacing }

    /// The value the subview set with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutValues?[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// The same view.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}
