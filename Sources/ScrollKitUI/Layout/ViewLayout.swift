/// The result of laying out a view for a container size and a scroll
/// offset: what each scroll view measured, and what is visible as a
/// display list.
public struct ViewLayout {
    /// The root view's frame in the container, points.
    public var rootFrame: CGRect
    /// Every scroll view placed, outermost first.
    public var scrollViews: [ScrollViewLayout]
    /// How many `body` properties the pass evaluated.
    public var bodiesEvaluated: Int
    /// The views' reactions in this call (every pass), in the order they
    /// ran: each `onChange`/`onPreferenceChange` action with its value,
    /// then the `@State` writes it made (kind `state`).
    public var viewEvents: [ViewEvent] = []
    /// How many passes the call made (more than one when an action changed
    /// a `@State`).
    public var passes = 1
    /// The scrolls the view asked for in this call, in order, for the
    /// app's engine to perform (see `ScrollRequest`).
    public var scrollRequests: [ScrollRequest] = []
    /// The buttons placed, back to front (see `tap(at:)`).
    var buttons: [ButtonHit] = []
    /// The display list, boxed: a stored property of a ScrollKitCore type
    /// would make every client of this module (a compiled behavior or view
    /// file) need ScrollKitCore to know this struct's layout; a reference
    /// does not.
    var box: DisplayListBox

    /// What is visible, back to front, in the container's coordinates.
    var displayList: DisplayList { box.list }

    /// The display list in its binary form (`DisplayList(decoding:)` in
    /// ScrollKitCore reads it), for sending across a process boundary.
    public var encodedDisplayList: [UInt8] { displayList.encoded() }

    /// The outermost scroll view's content size, nil without a scroll view.
    public var contentSize: CGSize? { scrollViews.first?.contentSize }

    /// The outermost scroll view's scroll targets (content coordinates).
    public var scrollTargets: [CGRect] { scrollViews.first?.targets ?? [] }

    /// The action of the frontmost `Button` at `point` (root coordinates:
    /// its laid-out frame, cut to its scroll views), nil when none.
    public func buttonAction(at point: CGPoint) -> (() -> Void)? {
        buttons.last { $0.frame.contains(point) }?.action
    }

    /// Runs the action of the button at `point`, as a tap there would; true
    /// when there was one. Lay the view out again afterwards: the action's
    /// `@State` writes show in the next layout.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard let action = buttonAction(at: point) else { return false }
        action()
        return true
    }
}
