internal import ScrollKitCore

/// The view file's side of the view host protocol (ScrollKitCore's
/// `ViewHostProtocol`, docs/view-files.md): one instance per host process,
/// made and released by the host's loop (`open`, `close`), which holds it
/// while it serves, so no lane state lives in a static. The playground
/// appends to the user's files a generated one whose `@_cdecl` entry points
/// forward here; the host finds them with `dlsym`, so no Swift type crosses
/// the library boundary: requests come in and answers go out as the
/// protocol's bytes, read and written by the one definition in
/// ScrollKitCore that the playground uses too.
///
/// - `layout`: a `ViewLayoutRequest` → a `HostedViewLayout`.
/// - `tick`: a `ViewTickRequest` (one engine tick of a lane) → a
///   `ViewTickReply` (the next time the lane's view changes by itself, and
///   the `HostedViewTick`).
/// - `answerBehavior`: as `ScrollKitUIHost.answer`, with the behavior the
///   outermost scroll view had in the last layout (`.scrollTargetBehavior`
///   of the user's own type; the built-ins run in the playground itself).
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
public final class ScrollKitUIViewHost {
    /// The `ViewHostProtocol` version this library was built with (the host
    /// checks it against its own before serving).
    public nonisolated static let protocolVersion: UInt32 = ViewHostProtocol.version

    /// One lane's graph, root view and last layout (what a tap hits).
    struct Lane {
        var graph: ViewGraph
        /// Made once per lane, as a hosting controller holds its root: what
        /// its `init` made (a `CurrentValueSubject` and the debounced
        /// publisher of seed 002) lives as long as the lane.
        var root: Any
        var last: ViewLayout?
        var time: Double
    }

    /// The notes the view said already, shared by every graph of this host
    /// (the measuring one and each lane's), so each is said once per host.
    private let notes = PlaygroundNotesSaid()
    /// The measuring graph (`ViewGraph.isMeasuring`): no `onAppear`, `task` or subscription runs in `layout`.
    private let graph: ViewGraph
    /// The root view `layout` measures, made once; the first lane to start
    /// takes it as its own (`lanes`), so the root's `init` runs once per lane
    /// and not once more for measuring.
    private var measuredRoot: (root: Any, taken: Bool)?
    var lanes: [Int: Lane] = [:]
    /// The outermost scroll view's behavior of the last layout (lane 0's, or the measuring one's before any tick).
    private var behavior: (any ScrollTargetBehavior)?

    init() {
        graph = ViewGraph()
        graph.isMeasuring = true
        graph.notes = notes
    }

    // MARK: The entry points' side (C calling convention)

    /// A new host, retained for the caller (`close` releases it).
    public static func open() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ScrollKitUIViewHost()).toOpaque()
    }

    /// Releases a host `open` made.
    public static func close(_ host: UnsafeMutableRawPointer) {
        Unmanaged<ScrollKitUIViewHost>.fromOpaque(host).release()
    }

    private static func instance(_ host: UnsafeMutableRawPointer) -> ScrollKitUIViewHost {
        Unmanaged<ScrollKitUIViewHost>.fromOpaque(host).takeUnretainedValue()
    }

    /// Lays out `make()` as the `ViewLayoutRequest` of `requestCount` bytes
    /// asks; returns the `HostedViewLayout` bytes (`count` of them,
    /// `malloc`ed), nil for a request that does not decode.
    public static func layout<V: View>(
        _ make: () -> V, _ host: UnsafeMutableRawPointer, _ request: UnsafeRawPointer, _ requestCount: Int,
        _ count: UnsafeMutablePointer<Int>
    ) -> UnsafeMutableRawPointer? {
        guard let decoded = try? ViewLayoutRequest(decoding: bytes(request, requestCount)) else { return nil }
        return malloced(instance(host).layout(make, decoded).encoded(), count)
    }

    /// One engine tick of a lane as the `ViewTickRequest` of `requestCount`
    /// bytes asks; returns the `ViewTickReply` bytes, nil for a request
    /// that does not decode.
    public static func tick<V: View>(
        _ make: () -> V, _ host: UnsafeMutableRawPointer, _ request: UnsafeRawPointer, _ requestCount: Int,
        _ count: UnsafeMutablePointer<Int>
    ) -> UnsafeMutableRawPointer? {
        guard let decoded = try? ViewTickRequest(decoding: bytes(request, requestCount)) else { return nil }
        return malloced(instance(host).tick(make, decoded).encoded(), count)
    }

    /// Answers an `updateTarget` for the outermost scroll view's own behavior
    /// (`ScrollKitUIHost`'s buffer); without one the proposed target stays.
    public static func answerBehavior(
        _ host: UnsafeMutableRawPointer, _ io: UnsafeMutablePointer<Double>, _ targets: UnsafePointer<Double>?, _ targetCount: Int
    ) {
        guard let behavior = instance(host).behavior else {
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

    private static func bytes(_ pointer: UnsafeRawPointer, _ count: Int) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: pointer, count: max(0, count)))
    }

    private static func malloced(_ bytes: [UInt8], _ count: UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer? {
        count.pointee = bytes.count
        guard let buffer = malloc(max(1, bytes.count)) else { return nil }
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return buffer
    }

    // MARK: The requests

    /// `make()` laid out as `request` asks, on the measuring graph.
    func layout<V: View>(_ make: () -> V, _ request: ViewLayoutRequest) -> HostedViewLayout {
        let screen = Self.screen(request)
        graph.screen = screen.size
        let root = measuredRoot?.root as? V ?? graph.evaluating(make)
        if measuredRoot == nil { measuredRoot = (root, false) }
        let layout = ViewLayoutEngine.layout(
            root, in: screen.size, scrollOffset: CGPoint(x: request.offset.x, y: request.offset.y),
            safeAreaInsets: screen.safeArea, isDark: request.isDark, graph: graph, scrollViewSafeArea: screen.layout)
        if lanes.isEmpty { behavior = layout.scrollViews.first?.targetBehavior }
        return Self.hosted(layout)
    }

    /// One engine tick of `request.lane`: a tap's action first, then the
    /// layout at the tick's time and scroll states, and when the lane's
    /// view next changes by itself.
    func tick<V: View>(_ make: () -> V, _ request: ViewTickRequest) -> ViewTickReply {
        let lane = request.lane
        // A time before the lane's last is a new run (another scenario or
        // behavior, a branch in the past): the lane starts afresh.
        let screen = Self.screen(request.screen)
        let entry = lanes[lane].flatMap { request.time >= $0.time ? $0 : nil } ?? newLane(make, screen: screen.size, time: request.time)
        let graph = entry.graph
        var early: [ViewEvent] = []
        if let tap = request.tap, tap.x.isFinite, tap.y.isFinite, let last = entry.last {
            let point = CGPoint(x: tap.x, y: tap.y)
            if let action = last.buttonAction(at: point) {
                graph.stateWrites = []
                graph.evaluating(action)
                early = [ViewEvent(kind: .tap, name: "Button", value: "(\(point.x), \(point.y))")] + graph.stateWrites
                graph.stateWrites = []
            }
        }
        let states = request.scrollStates.map { s -> ScrollViewState in
            let velocity = s.velocity.dx.isFinite && s.velocity.dy.isFinite ? CGVector(dx: s.velocity.dx, dy: s.velocity.dy) : nil
            let key = s.key.flatMap { $0.isFinite ? $0 : nil }
            return ScrollViewState(
                offset: CGPoint(x: s.offset.x, y: s.offset.y), phase: s.phase,
                velocity: velocity, key: key)
        }
        let root = entry.root as? V ?? graph.evaluating(make)
        var layout = ViewLayoutEngine.layout(
            root, at: request.time, in: screen.size, scrollStates: states,
            safeAreaInsets: screen.safeArea, isDark: request.screen.isDark, graph: graph, scrollViewSafeArea: screen.layout)
        layout.viewEvents = early + layout.viewEvents
        lanes[lane] = Lane(graph: graph, root: root, last: layout, time: request.time)
        if lane == 0 { behavior = layout.scrollViews.first?.targetBehavior }
        let tick = HostedViewTick(
            events: layout.viewEvents.map { HostedViewEvent(kind: $0.kind, name: $0.name, value: $0.value) },
            scrollRequests: layout.scrollRequests.map {
                HostedScrollRequest(scrollView: $0.scrollView, offset: Point(x: Double($0.offset.x), y: Double($0.offset.y)), reason: $0.reason, animated: $0.animated)
            },
            layout: Self.hosted(layout))
        let next = nextScheduledTime(lane: lane)
        return ViewTickReply(nextTime: next.isFinite ? next : nil, tickBytes: tick.encoded())
    }

    /// A new lane on `screen` (points): its graph, sharing this host's
    /// notes, and its root view, the measured one the first time, made
    /// anew after with the lane's graph current (its `init` reads
    /// `UIScreen.main` as the lane's screen).
    private func newLane<V: View>(_ make: () -> V, screen: CGSize, time: Double) -> Lane {
        let graph = ViewGraph()
        graph.notes = notes
        graph.screen = screen
        if let measured = measuredRoot, !measured.taken, let root = measured.root as? V {
            measuredRoot?.taken = true
            return Lane(graph: graph, root: root, last: nil, time: time)
        }
        return Lane(graph: graph, root: graph.evaluating(make), last: nil, time: time)
    }

    /// The screen of `request` in ScrollKitUI's values.
    private static func screen(_ request: ViewLayoutRequest) -> (size: CGSize, safeArea: EdgeInsets, layout: ScrollViewSafeAreaLayout) {
        return (CGSize(width: request.size.width, height: request.size.height), request.safeArea,
                request.convention == .uiKit ? .underSafeArea : .insideSafeArea)
    }
}
