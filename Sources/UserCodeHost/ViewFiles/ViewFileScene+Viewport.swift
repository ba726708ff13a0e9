import ScrollKitCore

/// An outermost scroll view smaller than the screen (a list between a
/// header and a footer) takes only the input over its own frame, as on
/// iOS: a wheel whose pointer is over the header, or a drag that starts
/// there, scrolls nothing. A scroll view that fills the screen takes
/// everything, as before. Input over another scroll view of the lane (a
/// sibling beside the outermost, such as the second of two stacked lists)
/// is not outside: it goes on to `NestedScrollViews.route`, which gives it
/// to that scroll view.
extension ViewFileScene {
    /// True when `event` of `lane` happens outside the outermost scroll
    /// view's frame and so goes to no engine.
    func isOutsideViewport(_ event: TimedInputEvent, lane: Int) -> Bool {
        switch event.event {
        case let .pointer(action, point, _):
            // Where a later wheel goes, whatever view file this is.
            nested.hover(point, lane: lane)
            let overAnother = action == .down && nested.scrollView(at: point, lane: lane) != nil
            return lock.withLock {
                if action == .down {
                    if !overAnother, viewportFrame.map({ !$0.contains(point) }) ?? false {
                        pointersOutside.insert(lane)
                    } else {
                        pointersOutside.remove(lane)
                    }
                }
                let outside = pointersOutside.contains(lane)
                if action == .up { pointersOutside.remove(lane) }
                return outside
            }
        case .wheel:
            guard let point = nested.pointer(lane: lane) else { return false }
            if nested.scrollView(at: point, lane: lane) != nil { return false }
            return lock.withLock { viewportFrame.map { !$0.contains(point) } ?? false }
        default:
            return false
        }
    }

    /// The outermost scroll view's frame when it does not fill the screen
    /// laid out (the newest tick's, else the first layout's); nil when it
    /// does, or when the view has none. Called with `lock` held.
    private var viewportFrame: Rect? {
        guard let frame = (current.tickedScroll ?? scroll)?.frame else { return nil }
        let screen = storedTickedScreen ?? screenRequest.size
        return frame.size == screen ? nil : frame
    }
}
