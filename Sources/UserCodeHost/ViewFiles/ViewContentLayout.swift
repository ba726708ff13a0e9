import PlaygroundMedia
import ScrollKitCore

/// The content of a view file's outermost `ScrollView`, as its
/// `ScrollEngine` sees it: the content size and the frames of its
/// `.scrollTargetLayout()` children (the targets view-aligned behaviors
/// align to, and the "items" the overlays number), measured by the view's
/// host at offset 0 for the container. Relayout asks the host again (a
/// resize lays the view out again, as SwiftUI does).
///
/// Without a scroll view the content is empty and nothing scrolls; the
/// screen is still drawn.
package struct ViewContentLayout: ContentLayout, DisplayListContent {
    package let scene: ViewFileScene
    /// The layout asked for at offset 0 (its size is the container).
    package private(set) var request: ViewLayoutRequest
    /// An answer the stage's history kept, with its lane: what a pinned layout draws.
    package struct Pinned: Sendable {
        var kept: ViewLaneTick
        package var lane: Int

        package init(kept: ViewLaneTick, lane: Int) {
            self.kept = kept
            self.lane = lane
        }
    }

    /// The kept answer this layout draws (the window pins the tick on
    /// screen's, from the stage's history), nil: the newest answer at the
    /// offset drawn.
    package var pinned: Pinned?

    /// The pinned answer's layout (decoded once per answer: `ViewFileScene.keptLayout`).
    private var pinnedLayout: HostedViewLayout? {
        pinned.flatMap { scene.keptLayout($0.kept, lane: $0.lane) }
    }

    package init(scene: ViewFileScene, request: ViewLayoutRequest) {
        self.scene = scene
        var request = request
        request.offset = .zero
        self.request = request
    }

    /// The view's host now (a reload replaces it).
    package var view: HostedView { scene.view }

    /// The outermost scroll view measured by the running version, nil when
    /// the view has none (or its host failed).
    package var scroll: HostedScrollView? {
        let view = scene.view
        // A pinned tick's own (its frame was that tick's: a header's height then).
        if let layout = pinnedLayout { return layout.scrollViews.first }
        // The newest tick's (its content follows the view's state) when laid out on this container.
        if let ticked = view.tickedScroll, scene.tickedScreen == request.size { return ticked }
        return view.layout(request)?.scrollViews.first
    }

    /// The request that draws the screen at `geometry`'s scroll position
    /// (its content offset in SwiftUI's convention: 0 at the start).
    package func drawingRequest(for geometry: ScrollEngineGeometry) -> ViewLayoutRequest {
        var drawing = request
        drawing.offset = Point(
            x: geometry.position.x + geometry.contentInsets.leading, y: geometry.position.y + geometry.contentInsets.top)
        return drawing
    }

    package func screen(at geometry: ScrollEngineGeometry, isDark: Bool) -> DisplayListScreen {
        var drawing = drawingRequest(for: geometry)
        drawing.isDark = isDark
        // The pinned tick's own answer, when it was laid out as drawn now
        // (a resize or an appearance switch at rest asks the host instead).
        if pinned?.kept.drawing == drawing, let layout = pinnedLayout {
            let scroll = layout.scrollViews.first
            return .drawn(layout.displayList, indicatorAxes: scroll?.showsIndicators == true ? scroll?.axes : nil)
        }
        if let hosted = view.layout(drawing) {
            let scroll = hosted.scrollViews.first
            return .drawn(hosted.displayList, indicatorAxes: scroll?.showsIndicators == true ? scroll?.axes : nil)
        }
        return .failed(view.failure?.description ?? "the view's host gave no layout")
    }

    private var targets: [Rect] { scroll?.targets ?? [] }

    /// The outermost scroll view's own size: the engine's container (a
    /// scroll view under a header scrolls by its own height, as SwiftUI's
    /// bounds are its viewport); nil without a scroll view. It follows the
    /// view's state: the engine takes it after each tick (`followViewport`).
    package var viewportSize: Size? { scroll?.frame.size }

    /// The outermost scroll view's frame on the screen: its indicators go there.
    package var viewportFrame: Rect? { scroll?.frame }

    /// The outermost scroll view's `.scrollDisabled` and `.scrollBounceBehavior`
    /// as the newest tick laid it out (a state that toggles them takes effect next tick).
    package var interaction: ScrollInteraction { scroll?.interaction ?? ScrollInteraction() }

    package var itemCount: Int { targets.count }
    package var contentSize: Size { scroll?.contentSize ?? .zero }

    package func frame(ofItem index: Int) -> Rect {
        targets.indices.contains(index) ? targets[index] : .zero
    }

    package func itemID(at index: Int) -> Int { index }

    package func index(ofItemID id: Int) -> Int? {
        targets.indices.contains(id) ? id : nil
    }

    package func items(in rect: Rect) -> Range<Int> {
        guard let first = targets.firstIndex(where: { $0.intersects(rect) }),
              let last = targets.lastIndex(where: { $0.intersects(rect) }) else { return 0..<0 }
        return first..<(last + 1)
    }

    package var isScrollTargetLayout: Bool { !targets.isEmpty }

    package mutating func relayout(containerSize: Size) {
        request.size = containerSize
    }

    package var targetCount: Int { targets.count }

    package func targetFrame(at index: Int) -> Rect { frame(ofItem: index) }

    /// Binary search over the targets' leading edges (laid out in order on the scroll axis).
    package func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard !position.isNaN else { return targets.count }
        var low = 0, high = targets.count
        while low < high {
            let mid = (low + high) / 2
            if targets[mid].min(axis) < position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
