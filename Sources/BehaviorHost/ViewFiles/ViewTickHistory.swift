import ScrollKitCore

/// What a view's host answered, lane by lane and tick by tick, and every
/// tick request it was sent: what lets the window show a past tick's
/// picture and branch from a past tick with the view's state of then.
///
/// **Why answers and a replay** (and not a copy of the host's state): the
/// view's state (its `@State`, Combine pipelines, timers, scheduled work,
/// user globals) lives in the sandboxed host process, as arbitrary Swift
/// objects that cannot be copied or rolled back from outside. The host is
/// deterministic, though: its clock is the engine's and its answers depend
/// only on the requests, in order. So:
///
/// - the *picture and reactions* of every tick in the window's history
///   are the answers kept here (`capacity` ticks per lane, the time
///   travel ring's length), as the host's own bytes: a tick whose answer
///   equals the one before shares that one's storage (a view at rest, or
///   whose timer only changes a label now and then, costs nearly nothing);
/// - the *state* at a past tick is rebuilt on demand, on a branch only: a
///   new host process replays `log` (every request since the host
///   started, in the order sent, taps included) up to the branch tick, and
///   the branch goes on from there (`ViewFileScene.rewind(to:)`). A fresh
///   process, not a fresh graph per lane: user globals rewind too.
///
/// The cost of the replay is one host tick per logged tick (no drawing),
/// so it grows with the engine time the session ran (the window makes no
/// ticks at rest); a checkpoint of the host (a `fork` kept aside) would
/// bound it, and is not done. The log is about 200 bytes a tick and lane,
/// idle ticks left out (`isIdle`).
package struct ViewTickHistory: Sendable {
    /// One kept answer.
    package struct Kept: Sendable {
        /// The `HostedViewTick` bytes.
        package var bytes: [UInt8]
        /// The drawing request the answer's layout shows (screen, appearance, offset).
        package var drawing: ViewLayoutRequest
        /// The view's next scheduled engine time after this tick, nil: none.
        package var nextTime: Double?
    }

    /// One request sent, with its lane's engine tick.
    package struct Sent: Sendable {
        package var tick: Int
        package var request: ViewTickRequest
    }

    /// Ticks kept per lane (older answers are dropped as newer arrive).
    package var capacity: Int
    /// Each lane's answers by engine tick.
    package private(set) var answers: [Int: [Int: Kept]] = [:]
    /// Every request the running host was sent, in order (a reload starts
    /// a new host, and the log afresh).
    package private(set) var log: [Sent] = []

    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// Each lane's newest request, its time aside (`keep` compares with it).
    private var lastRequests: [Int: ViewTickRequest] = [:]

    /// Keeps the answer of `tick` on `request`'s lane, and logs the request
    /// unless the tick was idle (`isIdle`).
    package mutating func keep(_ answer: ViewTickAnswer, for request: ViewTickRequest, tick: Int) {
        var timeless = request
        timeless.time = 0
        if !isIdle(answer, timeless: timeless, time: request.time, tick: tick) { log.append(Sent(tick: tick, request: request)) }
        lastRequests[request.lane] = timeless
        var lane = answers[request.lane, default: [:]]
        var bytes = answer.bytes
        // Equal to the tick before: share its storage.
        if let previous = lane[tick - 1], previous.bytes == bytes { bytes = previous.bytes }
        lane[tick] = Kept(bytes: bytes, drawing: request.drawingRequest, nextTime: answer.nextTime)
        lane[tick - capacity] = nil
        answers[request.lane] = lane
    }

    /// An idle tick is left out of the log (so a view at rest, or one whose
    /// timer fires once a second, costs a few entries a second, not 120):
    /// the same request as the lane's tick before but for its time (no tap,
    /// the same scroll state and screen), nothing due on the view's clock
    /// by its time (its actions would have run inside it), no event and the
    /// same answer bytes as the tick before. Such a tick changed nothing in
    /// the view: the next logged tick's clock advance covers its time, and
    /// runs what falls due then at its own due time.
    private func isIdle(_ answer: ViewTickAnswer, timeless: ViewTickRequest, time: Double, tick: Int) -> Bool {
        guard timeless.tap == nil, lastRequests[timeless.lane] == timeless,
              let previous = answers[timeless.lane]?[tick - 1], previous.bytes == answer.bytes,
              answer.tick.events.isEmpty, answer.tick.scrollRequests.isEmpty else { return false }
        // In the clock's whole nanoseconds, as the host compares them.
        guard let due = previous.nextTime else { return true }
        return (due * 1e9).rounded() > (time * 1e9).rounded()
    }

    /// The answer of `lane` at `tick`, nil when not kept.
    package func answer(lane: Int, tick: Int) -> Kept? {
        answers[lane]?[tick]
    }

    /// Forgets every answer and request after `tick` (a branch there).
    package mutating func removeAfter(_ tick: Int) {
        for lane in answers.keys { answers[lane] = answers[lane]!.filter { $0.key <= tick } }
        while let last = log.last, last.tick > tick { log.removeLast() }
        lastRequests = [:]
    }

    /// Forgets the requests (a new host: its history starts now); the answers stay.
    package mutating func clearLog() {
        log.removeAll()
        lastRequests = [:]
    }

    /// Bytes held by the kept answers (shared storage counted once) and the log.
    package var byteCount: Int {
        var seen = Set<UnsafeRawPointer>()
        var total = log.count * MemoryLayout<Sent>.stride
        for lane in answers.values {
            for kept in lane.values {
                let base = kept.bytes.withUnsafeBytes { $0.baseAddress.map { UnsafeRawPointer($0) } }
                if let base, seen.insert(base).inserted { total += kept.bytes.count }
            }
        }
        return total
    }
}
