/// Where a scroll view that reaches the device's safe area puts its frame:
/// the layout's side of the playground's offset convention
/// (`--convention`, a scenario's `"convention"`).
///
/// - `insideSafeArea` (iOS 14 and later, the default): the scroll view is
///   laid out as any view, inside the safe area; its content starts at its
///   frame's top, so a reader at the top of the content reads 0 at rest in
///   a coordinate space named on the scroll view.
/// - `underSafeArea` (iOS 13, UIKit's `contentInsetAdjustmentBehavior`
///   `.automatic`): a scroll view inside no other whose frame edge lies on
///   the safe area's edge, on an axis it scrolls, reaches out to the
///   screen's edge there, and the part of the safe area it covers becomes a
///   content inset (UIKit's `adjustedContentInset`). The content stays
///   where it was on the screen (it starts the inset below the grown frame);
///   the frame (clip, coordinate spaces named on the scroll view, the
///   `.scrollView` space, visibility) and the insets (`ScrollGeometry`,
///   the engine's) grow. So, at rest on an iPhone 16 (59-point top inset),
///   a reader at the top of the content reads minY = +59 in a space named
///   on the scroll view (seed 003's `ScrollViewOffset` on iOS 13), and
///   UIKit's `contentOffset` is −59. The offsets the engine gives
///   (`ScrollViewState.offset`, 0 at the start) mean the same in both.
///
/// A layout input: `ViewLayoutEngine.layout(…, scrollViewSafeArea:)` hands
/// it down in the `LayoutEnvironment`.
public enum ScrollViewSafeAreaLayout: Sendable {
    case insideSafeArea
    case underSafeArea
}
