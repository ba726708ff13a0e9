/// The scroll modifiers that ask the app's `ScrollEngine` for something
/// the layout does not do itself: `.scrollDisabled` (no input moves it),
/// `.scrollClipDisabled` (the content draws outside the frame: the layout
/// does this), `.scrollBounceBehavior` per axis, `.defaultScrollAnchor`
/// (the layout also requests that offset on the first layout).
public struct ScrollViewOptions: Equatable, Sendable {
    public var isScrollDisabled = false
    public var isClipDisabled = false
    public var verticalBounce = ScrollBounceBehavior.automatic
    public var horizontalBounce = ScrollBounceBehavior.automatic
    public var defaultAnchor: UnitPoint?

    public init() {}
}
