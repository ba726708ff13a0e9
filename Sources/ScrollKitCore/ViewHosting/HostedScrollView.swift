/// One laid-out `ScrollView` of a hosted view file, as it crosses the
/// process boundary (`HostedViewLayout`): what its `ScrollEngine` needs.
/// Points; frames in the root's coordinates, targets in the content's.
public struct HostedScrollView: Equatable, Sendable {
    /// The behavior set with `.scrollTargetBehavior`, as far as the playground
    /// can run it in its own process.
    public enum Behavior: Equatable, Sendable {
        /// None set: SwiftUI scrolls freely.
        case none
        /// `.paging`.
        case paging
        /// `.viewAligned(limitBehavior:)`, with the catalog name of its limit
        /// (`view-aligned`, `view-aligned-by-one`, …).
        case viewAligned(String)
        /// A behavior of the user's own: only its host can answer it.
        case custom(String)

        /// The `BehaviorCatalog` name that answers exactly as this behavior, nil for `.custom`.
        public var catalogName: String? {
            switch self {
            case .none: return "free"
            case .paging: return "paging"
            case let .viewAligned(name): return name
            case .custom: return nil
            }
        }
    }

    public var frame: Rect
    public var axes: Axes
    public var contentSize: Size
    /// `.contentMargins` plus `.safeAreaPadding` on the scroll view.
    public var contentInsets: EdgeInsets
    /// The frames of the `.scrollTargetLayout()` children (content coordinates).
    public var targets: [Rect]
    public var behavior: Behavior
    public var showsIndicators: Bool
    /// The content offset it was laid out at.
    public var offset: Point
    /// Its stable identity (`ScrollViewIdentity`): the `.id` given, else its
    /// path in the view tree; empty when not known.
    public var identity: String
    /// `.scrollDisabled` and `.scrollBounceBehavior`: what its engine allows
    /// (`ContentLayout.interaction`).
    public var interaction: ScrollInteraction
    /// `.scrollClipDisabled`: its content draws outside its frame (the host's
    /// display list already does; kept so the playground knows).
    public var isClipDisabled: Bool
    /// `.defaultScrollAnchor`, nil when none (the host asks for its offset on
    /// the first layout: a `HostedScrollRequest`).
    public var defaultAnchor: UnitPoint?

    public init(
        frame: Rect, axes: Axes, contentSize: Size, contentInsets: EdgeInsets, targets: [Rect], behavior: Behavior,
        showsIndicators: Bool, offset: Point, identity: String = "", interaction: ScrollInteraction = ScrollInteraction(),
        isClipDisabled: Bool = false, defaultAnchor: UnitPoint? = nil
    ) {
        self.identity = identity
        self.interaction = interaction
        self.isClipDisabled = isClipDisabled
        self.defaultAnchor = defaultAnchor
        self.frame = frame
        self.axes = axes
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.targets = targets
        self.behavior = behavior
        self.showsIndicators = showsIndicators
        self.offset = offset
    }
}
