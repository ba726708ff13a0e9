/// A scroll callback or binding registered on a scroll view by a modifier
/// above it (`onScrollGeometryChange`, `onScrollPhaseChange`,
/// `onScrollTargetVisibilityChange`, `scrollPosition`, `defaultScrollAnchor`):
/// the first scroll view below takes it from the environment. `run` compares
/// with what it saw last (kept in the `ViewGraph` under the modifier's
/// identity) and queues its action, or records a `ScrollRequest`.
struct ScrollObserver {
    /// When the scroll view runs it: before its content is placed (phase,
    /// geometry: known from the sizes) or after (what the content shows).
    enum Stage { case beforeContent, afterContent }
    let stage: Stage
    /// The order within a stage: phase 0, geometry 1, target visibility 2,
    /// position 3, default anchor 4 (equal ranks: outermost modifier first).
    let rank: Int
    let run: (ScrollObservation) -> Void
}

/// What a `ScrollObserver` sees of its scroll view.
struct ScrollObservation {
    /// The scroll view's index in `ViewLayout.scrollViews`.
    let index: Int
    let layout: ScrollViewLayout
    let state: ScrollViewState
    let recorder: ScrollPassRecorder

    /// SwiftUI's geometry of the scroll view (UIKit's offset convention).
    var geometry: ScrollGeometry {
        ScrollGeometry(
            contentOffset: CGPoint(
                x: state.offset.x - layout.contentInsets.leading, y: state.offset.y - layout.contentInsets.top),
            contentSize: layout.contentSize, contentInsets: layout.contentInsets, containerSize: layout.frame.size)
    }
}
