// Layout modifiers: the SwiftUI rule each follows is on its node type.
public import ScrollKitCore

extension View {
    /// A fixed width and/or height (`FrameNode`).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in FrameNode(child: node, width: width, height: height, alignment: alignment) }
    }

    /// A flexible frame (`FlexibleFrameNode`); `.infinity` as a maximum
    /// takes all that is offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            FlexibleFrameNode(
                child: node,
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment)
        }
    }

    /// Padding of `insets` (`PaddingNode`).
    public func padding(_ insets: EdgeInsets) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in PaddingNode(child: node, insets: insets) }
    }

    /// Padding of `length` on `edges`; nil is SwiftUI's default, 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _ModifiedView<Self> {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Padding of `length` on every edge.
    public func padding(_ length: CGFloat) -> _ModifiedView<Self> {
        padding(.all, length)
    }

    /// The ideal size on both axes (`FixedSizeNode`).
    public func fixedSize() -> _ModifiedView<Self> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }

    /// Width / height held at `aspectRatio` (`AspectRatioNode`); nil keeps
    /// the view's own.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in AspectRatioNode(child: node, ratio: aspectRatio, mode: contentMode) }
    }

    /// The ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> _ModifiedView<Self> {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// The order in which a stack offers space: higher first.
    public func layoutPriority(_ value: Double) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            node.layoutPriority = value
            return node
        }
    }

    /// The view's explicit identity, as SwiftUI's: "When the proxy value
    /// specified by the id parameter changes, the identity of the view —
    /// for example, its state — is reset" (its `@State` starts again, its
    /// `onAppear` runs again; see `ViewGraph`). Scroll targets
    /// (`ScrollViewLayout`) and `scrollTo` find the view by it.
    public func id<ID: Hashable>(_ id: ID) -> _ModifiedView<Self> {
        var modified = _ModifiedView(self) { node, _, _ in
            node.viewID = AnyHashable(id)
            (node as? ScrollViewNode)?.explicitID = AnyHashable(id)
            return node
        }
        modified.explicitID = AnyHashable(id)
        return modified
    }

    /// Drawn moved by `offset`; the layout does not move.
    public func offset(_ offset: CGSize) -> _ModifiedView<Self> {
        effect { $0.offset = offset }
    }

    /// Drawn moved by (x, y); the layout does not move.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedView<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// Sized from the nearest container (`ContainerRelativeFrameNode`): its
    /// whole length on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> _ModifiedView<Self> {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sized from the nearest container: `span` of `count` columns with
    /// `spacing` between them.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> _ModifiedView<Self> {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            ContainerRelativeFrameNode.length(container: length, count: count, span: span, spacing: spacing)
        }
    }

    /// Sized from the nearest container by `length(containerLength, axis)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in ContainerRelativeFrameNode(child: node, axes: axes, alignment: alignment, length: length) }
    }

    /// A modifier whose node is an `EffectNode` set up by `setUp` (an
    /// effect on an effect node shares it when nothing it set conflicts).
    func effect(_ setUp: @escaping (EffectNode) -> Void) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            let effect = EffectNode(child: node)
            setUp(effect)
            return effect
        }
    }
}

extension View {
    /// Extends the view into the safe area on `edges` where it touches it
    /// (`IgnoresSafeAreaNode`); `regions` is accepted and treated as `.all`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in IgnoresSafeAreaNode(child: node, edges: edges) }
    }
}
