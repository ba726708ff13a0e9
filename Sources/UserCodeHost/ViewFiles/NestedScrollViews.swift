import Foundation
import ScrollKitCore

/// The engines of a view file's nested scroll views, per lane: every
/// `ScrollView` the host reports inside the outermost one gets its own
/// `ScrollEngine`, keyed by its stable identity (`ScrollViewIdentity`: its
/// `.id`, else its path in the tree). Its container is its own laid-out
/// frame, its content size, insets and targets come from the host's last
/// tick, its behavior from its own `.scrollTargetBehavior` (a custom one
/// runs as `free`: only the outermost's is answered by the host).
///
/// **Kept state.** An engine lives as long as the lane: a lazy row's rail
/// that scrolls out of sight and back keeps its offset, as SwiftUI keeps a
/// lazy row's state while the row's identity lives (its identity carries
/// the `ForEach` element's id).
///
/// **Input** (`route`): a pointer that goes down over a nested scroll view
/// is held until it has moved `slop` points; its axis then decides, as
/// UIKit's and SwiftUI's pan recognizers decide from the gesture's start:
/// the innermost scroll view under the pointer that scrolls on that axis
/// takes the whole gesture (the held events first), else the outermost
/// does. A wheel goes to the innermost scroll view under the last pointer
/// position that scrolls on the wheel's dominant axis. Keys go to the
/// selected scroll view (`select`). Without nested scroll views every event
/// passes through untouched, so presets and plain view files see no change.
///
/// **Ticks** (`stepped`, `states`, `update`): after the lane's engine steps,
/// each nested engine steps to the same tick (engines made later first run
/// idle to it, so their ticks and times are the lane's); their states go to
/// the host with their identities' keys; the host's layout then updates
/// their content.
package final class NestedScrollViews: @unchecked Sendable {
    /// How far a pointer moves before its gesture's axis is decided, points
    /// (UIKit's pan recognizer starts at about 10).
    package static let slop = 10.0

    struct Held {
        var events: [TimedInputEvent]
        var origin: Point
        /// Nested scroll views under the pointer, innermost last.
        var candidates: [HostedScrollView]
    }

    enum Gesture {
        case held(Held)
        case outer
        case nested(String)
    }

    struct Lane {
        var engines: [String: ScrollEngine] = [:]
        /// The last tick's scroll views, outermost first.
        var scrollViews: [HostedScrollView] = []
        var gesture: Gesture?
        var pointer: Point?
        /// The identity of the selected nested scroll view, nil: the outermost.
        var selected: String?
        /// The studied (and, in a headless run, the selected) nested engine's records by tick (`record(lane:identity:tick:)`).
        var records: [String: [Int: FrameRecord]] = [:]
        /// The lane's own engine as last seen (the configuration new engines copy), nil before its first tick.
        var outer: ScrollEngine?
    }

    private let lock = NSLock()
    private var lanes: [Int: Lane] = [:]
    /// The scroll views of the first layout, for a lane's input before its first tick.
    private let initial: [HostedScrollView]
    /// The identity whose records are kept for `trace` (`--scroll-view`), nil: none.
    package var studied: String?
    /// True when the stage's history keeps every tick's nested engines (the
    /// window: `leaveRecordsToHistory()`): the selected one's records are read
    /// from there, and only the studied one's are kept here.
    private var historyKeepsEngines = false

    package init(initial: [HostedScrollView]) {
        self.initial = initial
    }

    private func lane(_ i: Int) -> Lane {
        lanes[i] ?? Lane(scrollViews: initial)
    }

    /// Changes lane `i`'s state (a new lane starts from the first layout's
    /// scroll views) under the lock and keeps it.
    private func changeLane<R>(_ i: Int, _ body: (inout Lane) -> R) -> R {
        lock.withLock {
            var l = lane(i)
            defer { lanes[i] = l }
            return body(&l)
        }
    }

    // MARK: Identities

    /// The identities of the nested scroll views laid out so far (the first
    /// layout's and every lane's last tick's), sorted.
    package var knownIdentities: [String] {
        lock.withLock {
            var all = Set(initial.dropFirst().map(\.identity))
            for l in lanes.values { all.formUnion(l.engines.keys) }
            return all.sorted()
        }
    }

    /// The nested engine of `identity` on `lane`, nil when it has none yet.
    package func engine(lane: Int, identity: String) -> ScrollEngine? {
        lock.withLock { lanes[lane]?.engines[identity] }
    }

    /// Every nested engine of `lane` by identity.
    package func engines(lane: Int) -> [String: ScrollEngine] {
        lock.withLock { lanes[lane]?.engines ?? [:] }
    }

    /// Lane `lane`'s nested engines and scroll views now, as the stage's
    /// history keeps them at the end of a tick; nil when the lane has
    /// neither a nested scroll view nor an engine.
    package func moment(lane i: Int) -> NestedScrollMoment? {
        lock.withLock {
            let l = lane(i)
            guard l.scrollViews.count > 1 || !l.engines.isEmpty else { return nil }
            return NestedScrollMoment(engines: l.engines, scrollViews: l.scrollViews)
        }
    }

    /// The studied nested engine's record of `tick` on `lane` (and, in a
    /// headless run, the selected one's): what `trace` and `record` read.
    package func record(lane: Int, identity: String, tick: Int) -> FrameRecord? {
        lock.withLock { lanes[lane]?.records[identity]?[tick] }
    }

    // MARK: Selection

    /// The innermost nested scroll view of `lane` whose visible frame holds
    /// `point` (lane coordinates), nil over the outermost alone.
    package func scrollView(at point: Point, lane i: Int) -> HostedScrollView? {
        lock.withLock { lane(i).scrollViews.dropFirst().last { $0.frame.contains(point) } }
    }

    /// A click at `point` selects the innermost scroll view under it (nil: the outermost).
    package func select(at point: Point, lane i: Int) {
        changeLane(i) { $0.selected = $0.scrollViews.dropFirst().last { $0.frame.contains(point) }?.identity }
    }

    /// Selects the nested scroll view `identity` on `lane` (`run --scroll-view`).
    package func preselect(_ identity: String, lane i: Int) {
        changeLane(i) { $0.selected = identity }
    }

    /// The selected nested scroll view's identity on `lane`, nil for the outermost.
    package func selected(lane: Int) -> String? {
        lock.withLock { lanes[lane]?.selected }
    }

    /// The HUD's line for the selected nested scroll view of `lane`
    /// (`rail  (252.0, 0.0)  idle`: its identity, its engine's
    /// offset and phase), none while the outermost is selected. Its engine
    /// in `kept` (a tick of the stage's history) when there, else its engine now.
    package func hudLines(lane: Int, kept: NestedScrollMoment? = nil) -> [String] {
        guard let id = selected(lane: lane) else { return [] }
        guard let r = (kept?.engines[id] ?? engine(lane: lane, identity: id))?.lastRecord else { return [] }
        return ["\(id)  " + String(format: "(%.1f, %.1f)", r.offset.x, r.offset.y) + "  \(r.phase.rawValue)"]
    }

    /// The pointer is at `point` (lane coordinates): where a wheel goes.
    package func hover(_ point: Point, lane i: Int) {
        changeLane(i) { $0.pointer = point }
    }

    /// The last pointer position on `lane` (lane coordinates), nil before any.
    package func pointer(lane: Int) -> Point? {
        lock.withLock { lanes[lane]?.pointer }
    }

    // MARK: Input

    /// The events lane `i`'s own (outermost) engine gets for `event`: the
    /// event itself, or nothing while it is held or given to a nested
    /// engine, or the held events when the gesture turns out to be the
    /// outermost's.
    package func route(_ event: TimedInputEvent, lane i: Int) -> [TimedInputEvent] {
        lock.withLock {
            var l = lane(i)
            guard l.scrollViews.count > 1 || !l.engines.isEmpty else { return [event] }
            defer { lanes[i] = l }
            switch event.event {
            case let .pointer(action, point, _):
                l.pointer = point
                return routePointer(event, action, point, &l)
            case let .wheel(steps, precise):
                let v = precise.dx == 0 && precise.dy == 0 ? steps : precise
                let axis: Axis = abs(v.dx) > abs(v.dy) ? .horizontal : .vertical
                guard let point = l.pointer,
                      let target = l.scrollViews.dropFirst().last(where: { $0.frame.contains(point) && Self.scrolls($0, on: axis) })
                else { return [event] }
                give([event], to: target, &l)
                return []
            case .key:
                guard let id = l.selected, l.engines[id] != nil else { return [event] }
                l.engines[id]!.enqueue(event)
                return []
            default:
                return [event]
            }
        }
    }

    private func routePointer(_ event: TimedInputEvent, _ action: PointerAction, _ point: Point, _ l: inout Lane) -> [TimedInputEvent] {
        if action == .down {
            let under = l.scrollViews.dropFirst().filter { $0.frame.contains(point) }
            guard !under.isEmpty else {
                l.gesture = .outer
                return [event]
            }
            l.gesture = .held(Held(events: [event], origin: point, candidates: Array(under)))
            return []
        }
        let ends = action == .up
        switch l.gesture {
        case var .held(held)?:
            held.events.append(event)
            let dx = point.x - held.origin.x, dy = point.y - held.origin.y
            guard (dx * dx + dy * dy).squareRoot() >= Self.slop else {
                if ends {
                    l.gesture = nil
                    return held.events  // a tap: the outermost's (its buttons)
                }
                l.gesture = .held(held)
                return []
            }
            let axis: Axis = abs(dx) > abs(dy) ? .horizontal : .vertical
            guard let target = held.candidates.last(where: { Self.scrolls($0, on: axis) }) else {
                l.gesture = ends ? nil : .outer
                return held.events
            }
            give(held.events, to: target, &l)
            l.gesture = ends ? nil : .nested(target.identity)
            return []
        case let .nested(id)?:
            l.engines[id]?.enqueue(event)
            if ends { l.gesture = nil }
            return []
        case .outer?, nil:
            if ends { l.gesture = nil }
            return [event]
        }
    }

    /// Whether `scroll` takes a gesture or wheel on `axis`: it scrolls on
    /// that axis and is not `.scrollDisabled` (a disabled scroll view takes
    /// no touches: UIKit hands them to the scroll view around it).
    static func scrolls(_ scroll: HostedScrollView, on axis: Axis) -> Bool {
        scroll.axes.contains(axis) && !scroll.interaction.isScrollDisabled
    }

    /// Queues `events` on `target`'s engine (made when it has none yet:
    /// a lane at rest since its start has run no tick to make it).
    private func give(_ events: [TimedInputEvent], to target: HostedScrollView, _ l: inout Lane) {
        if l.engines[target.identity] == nil {
            l.engines[target.identity] = Self.makeEngine(for: target, like: l.outer)
        }
        for e in events { l.engines[target.identity]!.enqueue(e) }
    }

    /// True while some nested engine moves or has inputs waiting (the window keeps stepping).
    package var isMoving: Bool {
        lock.withLock { lanes.values.contains(where: Self.moves) }
    }

    /// True while a nested engine of `lane` moves or has inputs waiting, or a gesture over one is held.
    package func isMoving(lane: Int) -> Bool {
        lock.withLock { lanes[lane].map(Self.moves) ?? false }
    }

    private static func moves(_ l: Lane) -> Bool {
        if case .held? = l.gesture { return true }
        return l.engines.values.contains { $0.phase != .idle || $0.pendingEventCount > 0 }
    }

    // MARK: Ticks

    /// Steps every nested engine of `lane` to `outer`'s tick; keeps the studied one's records.
    package func stepped(lane i: Int, outer: ScrollEngine) {
        lock.withLock {
            guard var l = lanes[i] else { return }
            l.outer = outer
            for id in l.engines.keys.sorted() {
                // A tick earlier than the engine's is a new run (another behavior in `qa`): start afresh.
                if l.engines[id]!.tick > outer.tick { l.engines[id] = nil; continue }
                while l.engines[id]!.tick < outer.tick {
                    let record = l.engines[id]!.step()
                    // The selected one's too for a headless run (`record --scroll-view`); the window reads the stage's history.
                    if id == studied || (id == l.selected && !historyKeepsEngines) { l.records[id, default: [:]][record.tick] = record }
                }
            }
            lanes[i] = l
        }
    }

    /// The states the tick request carries: the outermost's (`outer`, no
    /// key) first, then each nested engine's with its identity's key, by identity.
    package func states(lane i: Int, outer: ScrollEngine) -> [ViewTickRequest.ScrollState] {
        lock.withLock {
            let engines = lanes[i]?.engines ?? [:]
            var states = [ViewTickRequest.state(of: outer)]
            for id in engines.keys.sorted() {
                states.append(ViewTickRequest.state(of: engines[id]!, key: ScrollViewIdentity.key(id)))
            }
            return states
        }
    }

    /// The host laid lane `i` out as `scrollViews` (outermost first) at
    /// `outer`'s tick: new nested scroll views get an engine at that tick,
    /// the others take their new content size, targets and container; the
    /// scrolls the view asked of a nested one (`requests`, by index into
    /// `scrollViews`) are queued on its engine, as the outermost's are on the lane's.
    package func update(lane i: Int, scrollViews: [HostedScrollView], outer: ScrollEngine, requests: [HostedScrollRequest] = []) {
        changeLane(i) { l in
            l.scrollViews = scrollViews
            l.outer = outer
            for s in scrollViews.dropFirst() where !s.identity.isEmpty {
                if l.engines[s.identity] == nil {
                    let engine = Self.makeEngine(for: s, like: outer)
                    l.engines[s.identity] = engine
                    if s.identity == studied { l.records[s.identity, default: [:]][engine.tick] = engine.lastRecord }
                } else {
                    // Its frame is its container: a new size keeps the offset and the motion (`followViewport`).
                    l.engines[s.identity]!.followLayout { $0 = NestedContentLayout(s) }
                }
            }
            for r in requests where r.scrollView > 0 && r.scrollView < scrollViews.count {
                let id = scrollViews[r.scrollView].identity
                let event = RawInputEvent.scrollTo(ScrollToRequest(.offset(r.offset), animated: r.animated))
                l.engines[id]?.enqueue(TimedInputEvent(time: outer.lastRecord.time, event: event))
            }
        }
    }

    // MARK: Time travel

    /// The stage's history keeps every tick's nested engines (the window's
    /// time travel; `record`, `trace` and `qa` keep none): the selected
    /// one's records are not kept here. Idempotent.
    func leaveRecordsToHistory() {
        lock.withLock { historyKeepsEngines = true }
    }

    /// A branch at `tick`: lane `i`'s nested engines and scroll views go back
    /// to `kept[i]`'s (the stage's history at `tick`), the records
    /// after that tick are dropped and a gesture in progress is forgotten,
    /// so the branch's next tick steps them on from there. A lane without
    /// a kept moment had no nested engine then: it loses those made since.
    package func rewind(to tick: Int, kept: [NestedScrollMoment?]) {
        lock.withLock {
            for i in lanes.keys {
                var l = lanes[i]!
                if kept.indices.contains(i), let moment = kept[i] {
                    l.engines = moment.engines
                    l.scrollViews = moment.scrollViews
                } else {
                    l.engines = [:]
                }
                for id in l.records.keys { l.records[id] = l.records[id]!.filter { $0.key <= tick } }
                l.gesture = nil
                lanes[i] = l
            }
        }
    }

    /// A new engine for `scroll` with `outer`'s configuration (the
    /// default one without), run idle to `outer`'s tick.
    static func makeEngine(for scroll: HostedScrollView, like outer: ScrollEngine?) -> ScrollEngine {
        var configuration = outer?.configuration ?? ScrollConfiguration()
        configuration.axes = scroll.axes.isEmpty ? .vertical : scroll.axes
        configuration.contentInsets = scroll.contentInsets
        configuration.insetsAreContentMargins = true
        let behavior = scroll.behavior.catalogName.flatMap { BehaviorCatalog.behavior(named: $0) } ?? FreeScrollTargetBehavior()
        var engine = ScrollEngine(
            configuration: configuration, layout: NestedContentLayout(scroll), containerSize: scroll.frame.size, behavior: behavior)
        while engine.tick < outer?.tick ?? 0 { _ = engine.step() }
        return engine
    }
}
