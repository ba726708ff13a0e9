internal import ScrollKitCore

/// The calling convention between the playground's host process and a
/// compiled view file (docs/view-files.md). The playground appends to the
/// user's files a generated one with two `@_cdecl` entry points that forward
/// here; the host finds them with `dlsym`, so no Swift type crosses the
/// library boundary.
///
/// `layout`: `io`, `requestSlots` doubles: [0, 1] screen width/height,
/// [2…5] safe area top, leading, bottom, trailing, [6] flags: 1 the dark
/// appearance, 2 iOS 13's scroll views under the safe area (the `uikit`
/// offset convention: `ScrollViewSafeAreaLayout.underSafeArea`), [7, 8] the outermost scroll view's content offset (0 at the
/// start), points. The answer is a `HostedViewLayout` in its binary form, in
/// a buffer from `malloc` that the caller frees.
///
/// `answerBehavior`: as `ScrollKitUIHost.answer`, with the behavior the
/// outermost scroll view had in the last layout (`.scrollTargetBehavior` of
/// the user's own type; the built-ins run in the playground itself).
///
/// `tick`: one engine tick of a lane (`io`, `slotCount` doubles): the
/// layout's nine slots (the offset slots unused), then [9] the engine time,
/// seconds, [10] the lane, [11, 12] a tap's point in root coordinates (NaN:
/// none), [13] the count N of scroll views given, then N × (offset x, y,
/// phase as its index in ScrollKitCore's `ScrollPhase.allCases`, velocity
/// x, y; NaN: unknown), optionally followed by N keys naming the scroll
/// view each state is for (`ScrollViewIdentity.key`; NaN: the outermost;
/// see `ScrollViewState.key`). The answer is a `HostedViewTick` in its binary form.
///
/// State persists between calls: one `ViewGraph` per lane, so `@State`
/// lives as long as the host (a reload starts a new host: state resets,
/// as Xcode's previews reset), and a lane's tick earlier than its last
/// starts that lane afresh (a new run). Lanes never share state; `layout` (the
/// playground's measuring, and drawing a moment it has no tick for) uses a
/// measuring graph of its own (`ViewGraph.isMeasuring`), where no view
/// appears and nothing is subscribed, and the root it measures is the one
/// the first lane then takes: the root view's `init`, `onAppear` and `task`
/// run once per lane.
@MainActor
public enum ScrollKitUIViewHost {
    /// The version of this convention; the entry points' symbols carry it.
    public static let abiVersion = 2
    /// The layout request's length in doubles.
    public static let requestSlots = 9

    /// The measuring graph (`ViewGraph.isMeasuring`): no `onAppear`, `task` or subscription runs in `layout`.
    private static let graph: ViewGraph = {
        let graph = ViewGraph()
        graph.isMeasuring = true
        return graph
    }()
    /// The root view `layout` measures, made once; the first lane to start
    /// takes it as its own (`lanes`), so the root's `init` runs once per lane
    /// and not once more for measuring.
    private static var measuredRoot: (root: Any, taken: Bool)?
    /// Each lane's graph and its last layout (what a tap hits).
    /// The root view is made once per lane, as a hosting controller holds
    /// its root: what its `init` made (a `CurrentValueSubject` and the
    /// debounced publisher of seed 002) lives as long as the lane.
    static var lanes: [Int: (graph: ViewGraph, root: Any, last: ViewLayout?, time: Double)] = [:]
    /// The tick request's length before the scroll views' states.
    public static let tickSlots = 14
    private static var behavior: (any ScrollTargetBehavior)?

    /// Lays out `make()` as `io` asks; returns the encoded layout (`count` bytes, `malloc`ed).
    public static func layout<V: View>(
        _ make: () -> V, _ io: UnsafePointer<Double>, _ count: UnsafeMutablePointer<Int>
    ) -> UnsafeMutableRawPointer? {
        let flags = ScrollViewSafeAreaLayout.flags(io[6])
        let root = measuredRoot?.root as? V ?? make()
        if measuredRoot == nil { measuredRoot = (root, false) }
        let layout = flags.layout.whileLayingOut { ViewLayoutEngine.layout(
            root, in: CGSize(width: io[0], height: io[1]), scrollOffset: CGPoint(x: io[7], y: io[8]),
            safeAreaInsets: EdgeInsets(top: io[2], leading: io[3], bottom: io[4], trailing: io[5]),
            isDark: flags.isDark, graph: graph) }
        if lanes.isEmpty { behavior = layout.scrollViews.first?.targetBehavior }
        return malloced(encoded(layout), count)
    }

    /// One engine tick of a lane (see the type's comment); returns the encoded `HostedViewTick`.
    public static func tick<V: View>(
        _ make: () -> V, _ io: UnsafePointer<Double>, _ slotCount: Int, _ count: UnsafeMutablePointer<Int>
    ) -> UnsafeMutableRawPointer? {
        guard slotCount >= tickSlots else { return nil }
        let lane = Int(io[10])
        // A time before the lane's last is a new run (another scenario or
        // behavior, a branch in the past): the lane starts afresh.
        let entry = lanes[lane].flatMap { io[9] >= $0.time ? $0 : nil } ?? (graph: ViewGraph(), root: newRoot(make), last: nil, time: io[9])
        let graph = entry.graph
        var early: [ViewEvent] = []
        if io[11].isFinite, io[12].isFinite, let last = entry.last {
            let point = CGPoint(x: io[11], y: io[12])
            if let action = last.buttonAction(at: point) {
                let outer = graph.clock.makeCurrent()
                graph.stateWrites = []
                action()
                early = [ViewEvent(kind: "tap", name: "Button", value: "(\(point.x), \(point.y))")] + graph.stateWrites
                graph.stateWrites = []
                EngineScheduler.restore(outer)
            }
        }
        let n = Swift.max(0, Swift.min(Int(io[13]), (slotCount - tickSlots) / 5))
        let phases = ScrollKitCore.ScrollPhase.allCases
        let states = (0..<n).map { i -> ScrollViewState in
            let s = io + tickSlots + 5 * i
            let index = Int(s[2])
            let phase = phases.indices.contains(index) ? ScrollPhase(rawValue: phases[index].rawValue) ?? .idle : .idle
            let velocity = s[3].isFinite && s[4].isFinite ? CGVector(dx: s[3], dy: s[4]) : nil
            // After the N states, N keys may follow (`ScrollViewIdentity.key`; NaN: the outermost).
            let keySlot = tickSlots + 5 * n + i
            let key = keySlot < slotCount && io[keySlot].isFinite ? io[keySlot] : nil
            return ScrollViewState(offset: CGPoint(x: s[0], y: s[1]), phase: phase, velocity: velocity, key: key)
        }
        let root = entry.root as? V ?? make()
        let flags = ScrollViewSafeAreaLayout.flags(io[6])
        var layout = flags.layout.whileLayingOut { ViewLayoutEngine.layout(
            root, at: io[9], in: CGSize(width: io[0], height: io[1]), scrollStates: states,
            safeAreaInsets: EdgeInsets(top: io[2], leading: io[3], bottom: io[4], trailing: io[5]),
            isDark: flags.isDark, graph: graph) }
        layout.viewEvents = early + layout.viewEvents
        lanes[lane] = (graph, root, layout, io[9])
        if lane == 0 { behavior = layout.scrollViews.first?.targetBehavior }
        let tick = HostedViewTick(
            events: layout.viewEvents.map { HostedViewEvent(kind: $0.kind, name: $0.name, value: $0.value) },
            scrollRequests: layout.scrollRequests.map {
                HostedScrollRequest(scrollView: $0.scrollView, offset: Point(x: Double($0.offset.x), y: Double($0.offset.y)), reason: $0.reason, animated: $0.animated)
            },
            layout: hosted(layout))
        return malloced(tick.encoded(), count)
    }

    /// A lane's root: the measured one if no lane took it yet, else a new one.
    private static func newRoot<V: View>(_ make: () -> V) -> Any {
        if let measured = measuredRoot, !measured.taken, let root = measured.root as? V {
            measuredRoot?.taken = true
            return root
        }
        return make()
    }

    private static func malloced(_ bytes: [UInt8], _ count: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer? {
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
        hosted(layout).encoded()
    }

    /// `layout` as `HostedViewLayout`.
    static func hosted(_ layout: ViewLayout) -> HostedViewLayout {
        let views = layout.scrollViews.map { s in
            HostedScrollView(
                frame: rect(s.frame), axes: Axes(rawValue: UInt8(truncatingIfNeeded: s.axes.rawValue)),
                contentSize: Size(width: Double(s.contentSize.width), height: Double(s.contentSize.height)),
                contentInsets: ScrollKitCore.EdgeInsets(
                    top: Double(s.contentInsets.top), leading: Double(s.contentInsets.leading),
                    bottom: Double(s.contentInsets.bottom), trailing: Double(s.contentInsets.trailing)),
                targets: s.targets.map(rect), behavior: kind(of: s.targetBehavior),
                showsIndicators: s.showsIndicators, offset: Point(x: Double(s.offset.x), y: Double(s.offset.y)),
                identity: s.identity)
        }
        return HostedViewLayout(scrollViews: views, displayList: layout.displayList)
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
