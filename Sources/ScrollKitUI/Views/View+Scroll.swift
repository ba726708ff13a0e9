// Scroll modifiers: targets, behaviors, margins, indicators.
public import ScrollKitCore

extension View {
    /// The children of this stack are the scroll targets of the scroll
    /// view around it (`ScrollViewLayout.targets`), as view-aligned
    /// scrolling needs.
    public func scrollTargetLayout(isEnabled: Bool = true) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            (node as? StackNode)?.isScrollTargetLayout = isEnabled
            (node as? LazyStackNode)?.isScrollTargetLayout = isEnabled
            return node
        }
    }

    /// The behavior scroll views inside settle with (`ScrollViewLayout.targetBehavior`).
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.scrollTargetBehavior = behavior })
    }

    /// Margins of `length` on `edges` around the content of scroll views inside.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> _ModifiedView<Self> {
        contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
    }

    /// Margins of `insets` (on `edges`) around the content of scroll views inside.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { env in
            guard placement.movesContent else { return }
            let m = env.contentMargins
            env.contentMargins = EdgeInsets(
                top: edges.contains(.top) ? insets.top : m.top, leading: edges.contains(.leading) ? insets.leading : m.leading,
                bottom: edges.contains(.bottom) ? insets.bottom : m.bottom, trailing: edges.contains(.trailing) ? insets.trailing : m.trailing)
        })
    }

    /// Margins of `length` on every edge around the content of scroll views inside.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> _ModifiedView<Self> {
        contentMargins(.all, length, for: placement)
    }

    /// Adds `length` (nil: 16) to the safe area on `edges`: a scroll view's
    /// content is inset by it (and scrolls under it); any other view is padded.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _ModifiedView<Self> {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> _ModifiedView<Self> {
        safeAreaPadding(.all, length)
    }

    /// Adds `insets` to the safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            if let scroll = node as? ScrollViewNode {
                scroll.insets = scroll.insets + insets
                return scroll
            }
            return PaddingNode(child: node, insets: insets)
        }
    }

    /// Whether scroll views inside show their indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.scrollIndicators = visibility })
    }
}
