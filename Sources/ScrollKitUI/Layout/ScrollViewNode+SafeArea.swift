import Foundation

extension ScrollViewNode {
    /// The frame and content insets of this scroll view placed in `frame`
    /// under `env.scrollViewSafeArea`: unchanged inside the safe
    /// area (the default), `grownUnderSafeArea` under it.
    func safeAreaAdjusted(_ frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) -> (frame: CGRect, insets: EdgeInsets) {
        guard env.scrollViewSafeArea == .underSafeArea else { return (frame, insets) }
        return grownUnderSafeArea(frame, env, out)
    }

    /// The area this scroll view placed in `frame` shows its content in
    /// (absolute): it clips there and lazy rows are built for it. SwiftUI's
    /// scroll view does not clip to the safe area: on its scrolling axes it
    /// reaches under the insets it touches (status bar, home indicator) and
    /// insets its content instead (C. Eidhof, *SwiftUI Field Guide*,
    /// "Scroll View"; WWDC23 "Beyond scroll views"), so the grown frame of
    /// `grownUnderSafeArea` under both conventions; the layout frame (its
    /// size, coordinate spaces named on it, the offset range) stays inside
    /// the safe area under the default one.
    func drawingFrame(_ frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) -> CGRect {
        grownUnderSafeArea(frame, env, out).frame
    }

    /// `frame` and the insets as UIKit's scroll view has them: for a scroll
    /// view inside no other, each edge on a scrolling axis that lies on the
    /// safe area's edge moves out to the screen's, and what it moved by is
    /// added to the insets on that edge (UIKit's adjusted content inset). An
    /// edge that already ignores the safe area, or lies inside it, stays.
    func grownUnderSafeArea(_ frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) -> (frame: CGRect, insets: EdgeInsets) {
        guard out.openScrollViews.isEmpty, !env.safeArea.isNull, !env.bounds.isNull else { return (frame, insets) }
        let safe = env.safeArea, screen = env.bounds
        func on(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        var adjusted = insets
        if axes.contains(.vertical) {
            if on(minY, safe.minY) { adjusted.top += minY - screen.minY; minY = screen.minY }
            if on(maxY, safe.maxY) { adjusted.bottom += screen.maxY - maxY; maxY = screen.maxY }
        }
        if axes.contains(.horizontal) {
            if on(minX, safe.minX) { adjusted.leading += minX - screen.minX; minX = screen.minX }
            if on(maxX, safe.maxX) { adjusted.trailing += screen.maxX - maxX; maxX = screen.maxX }
        }
        return (CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), adjusted)
    }
}

extension LayoutNode {
    /// The frame a view placed in `frame` ends up with when it is a scroll
    /// view (under modifiers that only watch or draw) that reaches under
    /// the safe area (`ScrollViewSafeAreaLayout.underSafeArea`): a
    /// coordinate space named on it starts at the grown frame, as a
    /// `UIScrollView`'s does. `frame` for every other view and by default.
    func frameUnderSafeArea(_ frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) -> CGRect {
        guard env.scrollViewSafeArea == .underSafeArea else { return frame }
        switch self {
        case let scroll as ScrollViewNode: return scroll.safeAreaAdjusted(frame, env, out).frame
        case let wrapper as WrapperNode: return wrapper.child.frameUnderSafeArea(frame, env, out)
        case let space as CoordinateSpaceNode: return space.child.frameUnderSafeArea(frame, env, out)
        case let preference as PreferenceNode: return preference.child.frameUnderSafeArea(frame, env, out)
        case let lifecycle as LifecycleNode: return lifecycle.child.frameUnderSafeArea(frame, env, out)
        default: return frame
        }
    }
}
