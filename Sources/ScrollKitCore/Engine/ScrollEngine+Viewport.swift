/// A scroll view's frame that follows its view's layout: the container
/// changes between ticks without a resize of the screen.
///
/// A view's state can move its scroll view's frame (seed 000's header
/// shrinks from 150 to 50 points as the offset grows, and the scroll view
/// below it grows by as much). On iOS the frame is laid out again in the
/// same update as the state change, and UIScrollView keeps its
/// `contentOffset` across a change of its bounds' size: a drag goes on
/// under the finger, a deceleration or an animation goes on along its
/// curve; only the valid range (`maxOffset` = content + insets − frame)
/// changes. SwiftUI asks the scroll target behavior again "when a
/// scrollable view's size changes" (`ScrollTargetBehavior.updateTarget`),
/// as for a rotation. Here:
///
/// - **Any time** (`followViewport`, after each tick's layout): the
///   container takes the layout's viewport size at once, and so does the
///   record of the tick just stepped (the frame laid out at that tick's
///   offset); the offset is kept. Clamps, rubber bands, wheel and key
///   ranges, and the next decision use the new container.
/// - **During a gesture or a motion**: nothing else. The gesture and the
///   motion go on; a motion that comes to rest outside the new range
///   bounces back (`finish`), a wheel or key animation clamps to it.
/// - **At rest** (idle, no pointer down, no trackpad gesture), once the
///   container differs from the one the behavior last answered for: at
///   the start of the next tick the offset is clamped into the new range
///   and the behavior is asked as for a resize (reason `.containerResized`,
///   original = proposed = the clamped offset, velocity 0), and the content
///   jumps to its answer. A container that changed during a motion and
///   came back to the size decided for asks nothing.
/// - **A run's first tick** takes the frame as the first one (nothing to
///   settle): the engine was made before the view was laid out for it.
extension ScrollEngine {
    /// The container follows the layout's viewport (`ContentLayout.viewportSize`,
    /// the screen when it has none) as laid out at this tick; see above.
    /// Call it after the tick's layout (a view file's host answer).
    ///
    /// The content follows too (`ScrollEngine+Content`): the layout's
    /// content size as laid out at this tick; its targets are the layout's own.
    public mutating func followViewport() {
        let size = layout.viewportSize.map(ScrollEngine.sanitized) ?? screenSize
        if size != storedGeometry.containerSize {
            storedGeometry.containerSize = size
            lastRecord.containerSize = size
        }
        if tick <= 1 {
            decidedContainerSize = size
        } else {
            settlesViewport = size != decidedContainerSize
        }
        followContent()
    }

    /// The content changes as `updateLayout` changes it, but the container
    /// follows the new layout's viewport by `followViewport`'s rules (a
    /// nested scroll view's frame, its content and targets from the tick's layout).
    public mutating func followLayout(_ body: (inout any ContentLayout) -> Void) {
        body(&layout)
        storedGeometry.contentSize = ScrollEngine.sanitized(layout.contentSize)
        followViewport()
        if case .idle = activity, !settlesViewport { position = clamped(position) }
    }

    /// At the start of a tick: a viewport change left to settle lands the
    /// content at rest, as a resize does (nothing while anything moves).
    mutating func settleViewport(at time: Double) {
        settlesViewport = false
        guard case .idle = activity, !interpreter.isPointerDown, !interpreter.isTrackpadActive,
              storedGeometry.containerSize != decidedContainerSize else { return }
        jumpToResizedTarget(from: position, at: time)
    }

    /// Clamps `kept` into the valid range, asks the behavior where the
    /// content belongs for the new container (original = proposed =
    /// release = `kept`, velocity 0, reason `.containerResized`) and puts
    /// the content there at once (a resize, a viewport change at rest).
    mutating func jumpToResizedTarget(from kept: Point, at time: Double) {
        let kept = clamped(kept)
        wheelSequence = nil
        let (adjusted, _) = decide(original: kept, proposed: kept, velocity: .zero, reason: .containerResized,
                                   at: time, release: kept)
        position = adjusted
    }
}
