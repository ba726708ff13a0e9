/// A scripted drag: pointer down at `from`, a straight path to `to` taking
/// `duration` seconds, `hold` seconds standing still, then up.
///
/// Expansion (`events(startingAt:tickLength:)`), with n = ⌈duration / tick⌉:
/// - down at `from` at time `start`;
/// - moves k = 1…n at `start + k·tick`, at the path position
///   `from + (to − from)·min(1, k·tick / duration)`; so there is one move per
///   engine tick, every move but the last lies exactly on the constant-speed
///   path, and the last (k = n, on the first tick at or after
///   `start + duration`) is at `to`;
/// - up at `to` at `start + n·tick + hold` (in the same tick as the last move
///   when `hold` is 0, as a real release often is).
public struct ScenarioDrag: Hashable, Sendable {
    public var from: Point
    public var to: Point
    /// Seconds from the down to reaching `to`, > 0.
    public var duration: Double
    /// Seconds standing still at `to` before the up, ≥ 0.
    public var hold: Double
    /// 0 for the mouse, 1… for a touch finger.
    public var finger: Int

    public init(from: Point, to: Point, duration: Double, hold: Double = 0, finger: Int = 0) {
        self.from = from
        self.to = to
        self.duration = duration
        self.hold = hold
        self.finger = finger
    }

    /// n = ⌈duration / tickLength⌉ (at least 1): the number of moves.
    public func moveCount(tickLength: Double) -> Int {
        guard duration.isFinite, duration > 0, tickLength.isFinite, tickLength > 0 else { return 1 }
        let ticks = (duration / tickLength - 1e-9).rounded(.up)
        return Int(max(1, min(ticks, 10_000_000)))
    }

    /// The raw pointer events of the drag, in time order (all of them at
    /// once; `ScenarioEventStream` takes them one at a time with `event(_:)`).
    public func events(startingAt start: Double, tickLength: Double) -> [TimedInputEvent] {
        let n = moveCount(tickLength: tickLength)
        return (0...(n + 1)).map { event($0, startingAt: start, tickLength: tickLength) }
    }

    /// Raw event k of the drag: 0 the down, 1…n the moves, n + 1 the up
    /// (n = `moveCount`). Times are non-decreasing in k.
    public func event(_ k: Int, startingAt start: Double, tickLength: Double) -> TimedInputEvent {
        let n = moveCount(tickLength: tickLength)
        if k <= 0 { return TimedInputEvent(time: start, event: .pointer(.down, from, finger: finger)) }
        if k > n {
            return TimedInputEvent(time: start + Double(n) * tickLength + hold, event: .pointer(.up, to, finger: finger))
        }
        let elapsed = Double(k) * tickLength
        let point: Point
        if k == n {
            point = to
        } else {
            let fraction = min(1, elapsed / duration)
            let delta = to - from
            point = Point(x: from.x + delta.dx * fraction, y: from.y + delta.dy * fraction)
        }
        return TimedInputEvent(time: start + elapsed, event: .pointer(.move, point, finger: finger))
    }
}
