/// When a window that sleeps between a view's scheduled firings wakes: the
/// pure rule, from the view's next scheduled engine time, the head tick,
/// the engine clock and the wall time now. Nothing here reads a clock.
///
/// The head runs the view's work due at engine time `due` on the first tick
/// whose time is at or after it (the view's host runs every action due by
/// the tick's time: `firingTick`). The live stage steps, at wall time w, up
/// to the tick that delivers engine time e(w)
/// (`ScrollEngine.deliveryTick`, one tick ahead of the clock at most): so
/// without sleeping, the firing tick is stepped, and its frame drawn, from
/// the wall time at which the engine clock reads one tick before it
/// (`wall`). A window that sleeps until then and steps the ticks in between
/// at once shows the firing at the same wall time and the same engine time
/// as one that draws every frame; the ticks, and so traces, captures and
/// replays, are the same.
///
/// Invariants: `firingTick` > `head`; `wait` ≥ 0, nil only when nothing is
/// scheduled (the window then waits for input alone).
package enum ScheduledWake {
    /// Wall seconds before a wake at which the window wakes once more to
    /// step the idle ticks up to it (without drawing), so that at the wake
    /// only the firing tick is left to step before its frame is drawn.
    package static let preparation = 0.05

    /// The first tick after `head` whose time (tick × `tickLength`) is at or
    /// after `due` (engine seconds). Work due at or before the head's time
    /// (an animation in flight reports the time now) runs on the next tick.
    package static func firingTick(due: Double, head: Int, tickLength: Double) -> Int {
        // A hair of slack: a due time that is a tick's time up to rounding
        // belongs to that tick.
        let ticks = (due / tickLength - 1e-9).rounded(.up)
        guard ticks.isFinite else { return ticks > 0 ? Int.max : head + 1 }
        return max(head + 1, Int(min(ticks, 1e15)))
    }

    /// The wall time (seconds on `clock`'s wall) from which the live stage
    /// steps the tick that runs the work due at `due`: when the engine clock
    /// reads the time of the tick before it.
    package static func wall(due: Double, head: Int, tickLength: Double, clock: EngineClock) -> Double {
        let tick = firingTick(due: due, head: head, tickLength: tickLength)
        return clock.wallTime(atEngine: Double(tick - 1) * tickLength)
    }

    /// Seconds to wait from wall time `now` before waking for work due at
    /// engine time `due` (nil: nothing is scheduled, wait for input alone),
    /// never before wall time `notBefore` (the next frame a window without
    /// vsync may draw: an animation reporting work on every tick is drawn at
    /// the frame rate, not at the tick rate). 0: wake now.
    package static func wait(
        due: Double?, now: Double, head: Int, tickLength: Double, clock: EngineClock, notBefore: Double? = nil
    ) -> Double? {
        guard let due else { return nil }
        let wake = max(wall(due: due, head: head, tickLength: tickLength, clock: clock), notBefore ?? -.infinity)
        return max(0, wake - now)
    }
}
