/// Content that draws its own screen as a display list (a user's SwiftUI
/// view laid out by its host) instead of a preset's items. The scene asks
/// for the screen at the lane's scroll position and draws what it gets; a
/// content that cannot draw says why, and the scene shows that message.
public protocol DisplayListContent {
    /// The screen at `geometry`'s scroll position, in the lane's logical
    /// pixels (origin at the lane's top-left), in the given appearance.
    func screen(at geometry: ScrollEngineGeometry, isDark: Bool) -> DisplayListScreen
    /// The outermost scroll view's frame in the lane (logical pixels), where
    /// its indicators and overlays go; nil (the default): the whole lane.
    var viewportFrame: Rect? { get }
}

extension DisplayListContent {
    public var viewportFrame: Rect? { nil }
}

/// What a `DisplayListContent` draws at one scroll position.
public enum DisplayListScreen: Sendable {
    /// The screen, and whether its outermost scroll view shows indicators
    /// (on which axes), drawn over it as for presets.
    case drawn(DisplayList, indicatorAxes: Axes?)
    /// The content cannot be drawn; the message names the file and why.
    case failed(String)
}
