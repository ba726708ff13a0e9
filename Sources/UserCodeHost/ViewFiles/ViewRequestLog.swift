import ScrollKitCore

/// Every tick request the running view host answered, in order: what a
/// branch replays into a new host to rebuild the view's state of the
/// branch tick (`ViewFileScene.rewind`), and what R replays into a host
/// that takes over from a failed one.
///
/// It is the host's input, not per-tick state: the pictures of past ticks
/// are in the stage's history (`ViewLaneTick`), and this log starts where
/// the running host started (a reload starts it afresh), which may be
/// before the history's oldest tick. The host is deterministic (its clock
/// is the engine's, its answers depend only on its requests, in order), so
/// the replay gives the state exactly.
///
/// The replay costs one host tick per logged tick (no drawing), so it grows
/// with the engine time the session ran (the window makes no ticks at
/// rest); a checkpoint of the host (a `fork` kept aside) would bound it, and
/// is not done. A request is about 200 bytes, idle ticks left out (`isIdle`).
package struct ViewRequestLog: Sendable {
    /// One request sent, with its lane's engine tick.
    package struct Sent: Sendable {
        package var tick: Int
        package var request: ViewTickRequest
    }

    /// What the log remembers of a lane's newest tick, to tell an idle tick.
    struct Newest: Sendable {
        var tick: Int
        /// The request, its time aside.
        var timeless: ViewTickRequest
        var answer: [UInt8]
        var nextTime: Double?
    }

    /// Every request the running host was sent, in order, idle ticks left out.
    package private(set) var sent: [Sent] = []
    /// Each lane's newest tick.
    private var newest: [Int: Newest] = [:]

    package init() {}

    /// Logs `request`, answered by `answer` at `tick`, unless the tick was
    /// idle (`isIdle`). Returns the answer's bytes to keep: the storage of
    /// the lane's tick before when they are equal (a view at rest, or
    /// whose timer only changes a label now and then, costs nearly nothing).
    @discardableResult
    package mutating func log(_ answer: ViewTickAnswer, for request: ViewTickRequest, tick: Int) -> [UInt8] {
        var timeless = request
        timeless.time = 0
        let previous = newest[request.lane].flatMap { $0.tick == tick - 1 ? $0 : nil }
        var bytes = answer.bytes
        if let previous, previous.answer == bytes { bytes = previous.answer }
        if !isIdle(answer, timeless: timeless, time: request.time, previous: previous) { sent.append(Sent(tick: tick, request: request)) }
        newest[request.lane] = Newest(tick: tick, timeless: timeless, answer: bytes, nextTime: answer.nextTime)
        return bytes
    }

    /// An idle tick is left out of the log (so a view at rest, or one whose
    /// timer fires once a second, costs a few entries a second, not 120):
    /// the same request as the lane's tick before but for its time (no tap,
    /// the same scroll state and screen), nothing due on the view's clock
    /// by its time (its actions would have run inside it), no event and the
    /// same answer bytes as the tick before. Such a tick changed nothing in
    /// the view: the next logged tick's clock advance covers its time, and
    /// runs what falls due then at its own due time.
    private func isIdle(_ answer: ViewTickAnswer, timeless: ViewTickRequest, time: Double, previous: Newest?) -> Bool {
        guard timeless.tap == nil, let previous, previous.timeless == timeless, previous.answer == answer.bytes,
              answer.tick.events.isEmpty, answer.tick.scrollRequests.isEmpty else { return false }
        // In the clock's whole nanoseconds, as the host compares them.
        guard let due = previous.nextTime else { return true }
        return (due * 1e9).rounded() > (time * 1e9).rounded()
    }

    /// Forgets every request after `tick` (a branch there); the branch's
    /// first tick is logged whatever it asks.
    package mutating func removeAfter(_ tick: Int) {
        while let last = sent.last, last.tick > tick { sent.removeLast() }
        newest = [:]
    }

    /// Forgets every request (a new host: its history starts now).
    package mutating func clear() {
        sent.removeAll()
        newest = [:]
    }
}
