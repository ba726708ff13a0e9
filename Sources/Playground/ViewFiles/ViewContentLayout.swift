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
struct ViewContentLayout: ContentLayout {
    let scene: ViewFileScene
    /// The layout asked for at offset 0 (its size is the container).
    private(set) var request: ViewLayoutRequest

    init(scene: ViewFileScene, request: ViewLayoutRequest) {
        self.scene = scene
        var request = request
        request.offset = .zero
        self.request = request
    }

    /// The view's host now (a reload replaces it).
    var view: HostedView { scene.view }

    /// The outermost scroll view measured by the running version, nil when
    /// the view has none (or its host failed).
    var scroll: HostedScrollView? { scene.view.layout(request)?.scrollViews.first }

    /// The request that draws the screen at `geometry`'s scroll position
    /// (its content offset in SwiftUI's convention: 0 at the start).
    func drawingRequest(for geometry: ScrollGeometry) -> ViewLayoutRequest {
        var drawing = request
        drawing.offset = Point(
            x: geometry.position.x + geometry.contentInsets.leading, y: geometry.position.y + geometry.contentInsets.top)
        return drawing
    }

    private var targets: [Rect] { scroll?.targets ?? [] }


    var itemCount: Int { targets.count }
    var contentSize: Size { scroll?.contentSize ?? .zero }

    func frame(ofItem index: Int) -> Rect {
        targets.indices.contains(index) ? targets[index] : .zero
    }

    func itemID(at index: Int) -> Int { index }

    func index(ofItemID id: Int) -> Int? {
        targets.indices.contains(id) ? id : nil
    }

    func items(in rect: Rect) -> Range<Int> {
        guard let first = targets.firstIndex(where: { $0.intersects(rect) }),
              let last = targets.lastIndex(where: { $0.intersects(rect) }) else { return 0..<0 }
        return first..<(last + 1)
    }

    var isScrollTargetLayout: Bool { !targets.isEmpty }

    mutating func relayout(containerSize: Size) {
        request.size = containerSize
    }

    var targetCount: Int { targets.count }

    func targetFrame(at index: Int) -> Rect { frame(ofItem: index) }

    /// Binary search over the targets' leading edges (laid out in order on the scroll axis).
    func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard !position.isNaN else { return targets.count }
        var low = 0, high = targets.count
        while low < high {
            let mid = (low + high) / 2
            if targets[mid].min(axis) < position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
