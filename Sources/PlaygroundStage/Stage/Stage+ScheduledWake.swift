import ScrollKitCore
import UserCodeHost

/// The window sleeping between a view file's scheduled firings (a
/// `Timer.publish`, an `asyncAfter`, an armed debounce, an animation).
///
/// While a lane's view has work scheduled the head does not rest
/// (`isAtRest` is false, so the engine clock runs and the timer fires at
/// its engine time: `viewHasScheduledWork`), but when nothing else can
/// change the picture until that work is due, the window need not draw:
/// it sleeps until the wall time at which the head steps the firing tick
/// (`ScheduledWake`), then steps every tick in between at once and draws
/// the firing. The same ticks are stepped with the same inputs as in a
/// window that draws every frame; only how many are stepped per frame
/// differs.
extension Stage {
    /// True when nothing on screen changes by itself before a lane's view's
    /// next scheduled work: live (not paused, not replaying), no scripted
    /// item waiting, every lane's engine idle with no event queued and no
    /// end debounce armed, no nested scroll view moving, `settleSeconds` of
    /// engine time since an engine last changed (the flashes and fades after
    /// a motion), and every lane's view has ticked in the running host (its
    /// `onAppear` ran, its timers started). What the view itself did (a
    /// firing that changed its text) does not keep the window awake.
    package var isWaitingForView: Bool {
        switch mode {
        case .paused, .replaying: return false
        case .live, .branched, .scripted: break
        }
        guard let viewScene, viewScene.view.failure == nil, scriptedItems.isEmpty, pendingViewLane == nil,
              engines.indices.allSatisfy({ viewScene.hasTicked(lane: $0) }),
              Double(tick - lastEngineActivityTick) * tickLength >= Self.settleSeconds - 1e-9
        else { return false }
        return lanesAreStill
    }

    /// Every lane's engine idle with no event queued and no end debounce
    /// armed, and no nested scroll view moving (`isAtRest` asks it too).
    var lanesAreStill: Bool {
        engines.allSatisfy {
            $0.phase == .idle && $0.pendingEventCount == 0 && $0.debounceDetector.lastChangeTick == nil
        } && !nestedScrollViewsMove
    }

    /// The earliest engine time (seconds) at which any lane's view has work
    /// scheduled after its newest tick; nil when none has.
    private var nextViewWorkTime: Double? {
        guard let viewScene else { return nil }
        return engines.indices.compactMap { viewScene.nextScheduledTime(lane: $0) }.min()
    }

    /// The head tick at which the stage comes to rest if nothing changes
    /// before it: `settleSeconds` after `lastActivityTick` (`isAtRest`).
    package var restTick: Int {
        lastActivityTick + Int(((Self.settleSeconds - 1e-9) / tickLength).rounded(.up))
    }

    /// Seconds the window may sleep from wall time `wall` before stepping
    /// and drawing the view's next scheduled work (`ScheduledWake.wait`,
    /// never before wall time `notBefore`); with nothing scheduled (the
    /// view's last firing still settling), before stepping the tick at which
    /// the head comes to rest (`restTick`: the HUD then says so). Nil when
    /// it may not sleep on that account: something else moves, or the
    /// stage is at rest (the window then waits for input alone).
    package func waitForViewWork(atWall wall: Double, notBefore: Double? = nil) -> Double? {
        guard !isAtRest, isWaitingForView else { return nil }
        return ScheduledWake.wait(
            due: nextViewWorkTime ?? Double(restTick) * tickLength, now: wall, head: tick, tickLength: tickLength,
            clock: timeTravel.clock, notBefore: notBefore)
    }
}
