internal import ScrollKitCore

extension ScrollKitUIViewHost {
    /// `layout` in `HostedViewLayout`'s binary form.
    static func encoded(_ layout: ViewLayout) -> [UInt8] {
        hosted(layout).encoded()
    }

    /// `layout` as `HostedViewLayout`: every field of each scroll view's
    /// configuration the playground's engines and drawing read.
    static func hosted(_ layout: ViewLayout) -> HostedViewLayout {
        let views = layout.scrollViews.map { s in
            HostedScrollView(
                frame: rect(s.frame), axes: s.axes,
                contentSize: Size(width: Double(s.contentSize.width), height: Double(s.contentSize.height)),
                contentInsets: s.contentInsets,
                targets: s.targets.map(rect), behavior: kind(of: s.targetBehavior),
                showsIndicators: s.showsIndicators, offset: Point(x: Double(s.offset.x), y: Double(s.offset.y)),
                identity: s.identity,
                interaction: ScrollInteraction(
                    isScrollDisabled: s.options.isScrollDisabled, verticalBounce: mode(s.options.verticalBounce),
                    horizontalBounce: mode(s.options.horizontalBounce)),
                isClipDisabled: s.options.isClipDisabled,
                defaultAnchor: s.options.defaultAnchor)
        }
        return HostedViewLayout(scrollViews: views, displayList: layout.displayList)
    }

    /// `.scrollBounceBehavior`'s value as the engine reads it.
    static func mode(_ behavior: ScrollBounceBehavior) -> ScrollBounceMode {
        switch behavior {
        case .always: return .always
        case .basedOnSize: return .basedOnSize
        default: return .automatic
        }
    }

    /// How the playground can run `behavior`: a built-in by its catalog name, else hosted.
    static func kind(of behavior: (any ScrollTargetBehavior)?) -> HostedScrollView.Behavior {
        guard let behavior else { return .none }
        if behavior is PagingScrollTargetBehavior { return .paging }
        if let aligned = behavior as? ViewAlignedScrollTargetBehavior { return .viewAligned(aligned.name) }
        return .custom(String(describing: type(of: behavior)))
    }

    private static func rect(_ r: CGRect) -> Rect {
        Rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}
