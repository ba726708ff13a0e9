/// A scenario's raw device events, generated lazily in time order: a `repeat`
/// burst or a drag is a generator that yields its next event when time reaches
/// it, never a list. Memory is bounded by the number of entries whose events
/// overlap in time (a heap of cursors), not by the number of raw events.
///
/// Order: by time; events at equal times keep file order (the entry's index,
/// then its own order), exactly a stable sort of all expanded events.
/// `precise` entries run through one SDL wheel accumulator in that order.
///
/// `nextItem()` hands out raw inputs and setup switches (preset, axis,
/// deceleration, lanes) with the lane they act on; `next()` (the `Sequence`
/// of raw inputs, every lane's) skips the setup switches.
public struct ScenarioEventStream: IteratorProtocol, Sequence, Sendable {
    /// One entry being expanded: the time of its next raw event.
    private struct Cursor: Sendable {
        var time: Double
        var entry: Int
        var index: Int
        var count: Int

        func precedes(_ other: Cursor) -> Bool {
            time != other.time ? time < other.time : entry < other.entry
        }
    }

    private let events: [ScenarioEvent]
    private let types: [ScenarioEventType]
    private let tick: Double
    private var nextEntry = 0
    private var heap: [Cursor] = []
    private var accumulator = WheelAccumulator()

    /// The stream of `events` (in time order of their `time`), with drags
    /// moving once per `tick` seconds.
    public init(events: [ScenarioEvent], tick: Double) {
        self.events = events
        self.types = events.map { ScenarioEventType.of($0.kind) }
        self.tick = tick
    }

    /// The time of the next raw event, without taking it; nil at the end.
    public mutating func peekTime() -> Double? {
        admit()
        return heap.first?.time
    }

    /// The next raw input, skipping setup switches; nil at the end.
    public mutating func next() -> TimedInputEvent? {
        while let item = nextItem() {
            if case let .input(event, _) = item { return event }
        }
        return nil
    }

    /// The next raw input or setup switch, in time order; nil at the end.
    public mutating func nextItem() -> ScenarioStreamItem? {
        admit()
        guard var top = heap.first else { return nil }
        let event = events[top.entry]
        let type = types[top.entry]
        let out: ScenarioStreamItem = type.isSetup
            ? .setup(time: top.time, kind: event.kind, lane: event.lane)
            : .input(TimedInputEvent(time: top.time, event: type.raw(event, top.index, tick, &accumulator)), lane: event.lane)
        top.index += 1
        if top.index < top.count {
            top.time = type.time(event, top.index, tick)
            heap[0] = top
            siftDown(0)
        } else {
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                siftDown(0)
            }
        }
        return out
    }

    /// Starts every entry whose first event is due no later than the earliest
    /// pending one (entries are in time order, so later ones cannot precede).
    private mutating func admit() {
        while nextEntry < events.count, heap.isEmpty || events[nextEntry].time <= heap[0].time {
            let e = events[nextEntry]
            let type = types[nextEntry]
            heap.append(Cursor(time: type.time(e, 0, tick), entry: nextEntry, index: 0, count: Swift.max(1, type.count(e, tick))))
            siftUp(heap.count - 1)
            nextEntry += 1
        }
    }

    private mutating func siftUp(_ i: Int) {
        var child = i
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ i: Int) {
        var parent = i
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var best = left
            if left + 1 < heap.count, heap[left + 1].precedes(heap[left]) { best = left + 1 }
            guard heap[best].precedes(heap[parent]) else { return }
            heap.swapAt(best, parent)
            parent = best
        }
    }
}
