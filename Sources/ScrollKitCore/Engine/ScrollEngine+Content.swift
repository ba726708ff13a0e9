/// A scroll view's content that follows its view's state: the content
/// size changes between ticks (an infinite feed's last row appears and its
/// `onAppear` adds a page of rows).
///
/// UIScrollView keeps `contentOffset` when `contentSize` changes and reads
/// its bounds and content size on every frame of a deceleration, a bounce
/// or an animated `setContentOffset`; `setContentSize:` adjusts the offset
/// into the new range only while nothing tracks, drags or decelerates
/// (`_adjustContentOffsetIfNecessary`). SwiftUI's `ScrollView` sets the
/// hosting scroll view's content size in the same update as the state
/// change, and asks the scroll target behavior again only "when a
/// scrollable view's size changes" (`ScrollTargetBehavior.updateTarget`),
/// not when its content changes. Here, after each tick's layout
/// (`followViewport`, `followLayout`):
///
/// - **Any time**: the content takes the layout's content size at once,
///   and so does the record of the tick just stepped (the content laid out
///   at that tick); the offset is kept. A view-aligned behavior's targets
///   are the layout's (they follow it by themselves), and the next
///   decision, the clamps, the rubber bands and the wheel and key ranges
///   use the new content.
/// - **During a gesture or a motion**: nothing else. A deceleration or a
///   key animation toward the old end goes on along its curve, within the
///   new bounds (content that grew past it leaves it inside; content that
///   shrank under it makes it bounce back or clamp, as a viewport does).
/// - **At rest**, when the content shrank under the offset: the offset is
///   clamped into the new range (the next tick reports it). The behavior
///   is not asked (a content change is not a size change of the scroll
///   view); a viewport change waiting to settle asks it anyway.
extension ScrollEngine {
    /// The content follows the layout's `contentSize` as laid out at this
    /// tick; see above. `followViewport` calls it.
    mutating func followContent() {
        let size = ScrollEngine.sanitized(layout.contentSize)
        guard size != storedGeometry.contentSize else { return }
        storedGeometry.contentSize = size
        lastRecord.contentSize = size
        if case .idle = activity, !settlesViewport { position = clamped(position) }
    }
}
