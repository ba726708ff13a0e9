internal import ScrollKitCore

/// The calling convention between the playground's host process and a
/// compiled view file (docs/view-files.md). The playground appends to the
/// user's files a generated one with two `@_cdecl` entry points that forward
/// here; the host finds them with `dlsym`, so no Swift type crosses the
/// library boundary.
///
/// `layout`: `io`, `requestSlots` doubles: [0, 1] screen width/height,
/// [2…5] safe area top, leading, bottom, trailing, [6] 1 for the dark
/// appearance, [7, 8] the outermost scroll view's content offset (0 at the
/// start), points. The answer is a `HostedViewLayout` in its binary form, in
/// a buffer from `malloc` that the caller frees.
///
/// `answerBehavior`: as `ScrollKitUIHost.answer`, with the behavior the
/// outermost scroll view had in the last layout (`.scrollTargetBehavior` of
/// the user's own type; the built-ins run in the playground itself).
///
/// State persists between calls: one `ViewGraph` per process, so `@State`
/// lives as long as the host (a reload starts a new host: state resets,
/// as Xcode's previews reset).
@MainActor
public enum ScrollKitUIViewHost {
    /// The version of this convention; the entry points' symbols carry it.
    public static let abiVersion = 1
    /// The layout request's length in doubles.
    public static let requestSlots = 9

    private static let graph = ViewGraph()
    private static var behavior: (any ScrollTargetBehavior)?

    /// Lays out `make()` as `io` asks; returns the encoded layout (`count` bytes, `malloc`ed).
    public static func layout<V: View>(
        _ make: () -> V, _ io: UnsafePointer<Double>, _ count: UnsafeMutablePointer<Int>
    ) -> UnsafeMutableRawPointer? {
        let layout = ViewLayoutEngine.layout(
            make(), in: CGSize(width: io[0], height: io[1]), scrollOffset: CGPoint(x: io[7], y: io[8]),
            safeAreaInsets: EdgeInsets(top: io[2], leading: io[3], bottom: io[4], trailing: io[5]),
            isDark: io[6] != 0, graph: graph)
        behavior = layout.scrollViews.first?.targetBehavior
        let bytes = encoded(layout)
        count.pointee = bytes.count
        guard let buffer = malloc(max(1, bytes.count)) else { return nil }
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return buffer
    }

    /// Answers an `updateTarget` for the outermost scroll view's own behavior
    /// (`ScrollKitUIHost`'s buffer); without one the proposed target stays.
    public static func answerBehavior(_ io: UnsafeMutablePointer<Double>, _ targets: UnsafePointer<Double>?, _ targetCount: Int) {
        guard let behavior else {
            let container = (io[1], io[2])
            let proposed = (io[7], io[8])
            (io[0], io[1], io[2], io[3], io[4], io[7]) = (proposed.0, proposed.1, container.0, container.1, 0, 0)
            return
        }
        answer(behavior, io, targets, targetCount)
    }

    private static func answer<B: ScrollTargetBehavior>(
        _ behavior: B, _ io: UnsafeMutablePointer<Double>, _ targets: UnsafePointer<Double>?, _ targetCount: Int
    ) {
        ScrollKitUIHost.answer({ behavior }, io, targets, targetCount)
    }

    /// `layout` in `HostedViewLayout`'s binary form.
    static func encoded(_ layout: ViewLayout) -> [UInt8] {
        let views = layout.scrollViews.map { s in
            HostedScrollView(
                frame: rect(s.frame), axes: Axes(rawValue: UInt8(truncatingIfNeeded: s.axes.rawValue)),
                contentSize: Size(width: Double(s.contentSize.width), height: Double(s.contentSize.height)),
                contentInsets: ScrollKitCore.EdgeInsets(
                    top: Double(s.contentInsets.top), leading: Double(s.contentInsets.leading),
                    bottom: Double(s.contentInsets.bottom), trailing: Double(s.contentInsets.trailing)),
                targets: s.targets.map(rect), behavior: kind(of: s.targetBehavior),
                showsIndicators: s.showsIndicators, offset: Point(x: Double(s.offset.x), y: Double(s.offset.y)))
        }
        return HostedViewLayout(scrollViews: views, displayList: layout.displayList).encoded()
    }

    /// How the playground can run `behavior`: a built-in by its catalog name, else hosted.
    static func kind(of behavior: (any ScrollTargetBehavior)?) -> HostedScrollView.Behavior {
        guard let behavior else { return .none }
        if behavior is PagingScrollTargetBehavior { return .paging }
        if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
            switch aligned.limitBehavior.kind {
            case .automatic: return .viewAligned("view-aligned")
            case .always: return .viewAligned("view-aligned-always")
            case .alwaysByOne: return .viewAligned("view-aligned-by-one")
            case .alwaysByFew: return .viewAligned("view-aligned-by-few")
            case .never: return .viewAligned("view-aligned-never")
            }
        }
        return .custom(String(describing: type(of: behavior)))
    }

    private static func rect(_ r: CGRect) -> Rect {
        Rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}
