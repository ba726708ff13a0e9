public import ScrollKitCore

/// What one laid-out `ScrollView` measured: everything its `ScrollEngine`
/// needs (sizes, insets, the targets of `.scrollTargetLayout()`, the
/// behavior of `.scrollTargetBehavior`).
public struct ScrollViewLayout {
    /// The scroll view's frame in the root's coordinates, points.
    public var frame: CGRect
    /// The axes it scrolls on.
    public var axes: Axis.Set
    /// The size of its content (without the insets), points.
    public var contentSize: CGSize
    /// `.contentMargins` plus `.safeAreaPadding` on the scroll view (plus
    /// the safe area it covers under `ScrollViewSafeAreaLayout.underSafeArea`).
    public var contentInsets: EdgeInsets
    /// The frames of the children of its `.scrollTargetLayout()` container,
    /// in content coordinates (origin at the content's top-leading corner).
    public var targets: [CGRect]
    /// The behavior set with `.scrollTargetBehavior`, nil when none.
    public var targetBehavior: (any ScrollTargetBehavior)?
    /// `showsIndicators` (false also after `.scrollIndicators(.hidden)`).
    public var showsIndicators: Bool
    /// The content offset it was laid out at.
    public var offset: CGPoint
    /// `.scrollDisabled`, `.scrollClipDisabled`, `.scrollBounceBehavior`,
    /// `.defaultScrollAnchor`.
    public var options = ScrollViewOptions()
    /// The engine's state it was laid out in (the offset above, the phase, the velocity).
    public var state = ScrollViewState()
    /// Its stable identity (`ScrollViewIdentity`): the `.id` value as text
    /// when it has one, else its path in the view tree.
    public var identity = ""
}
