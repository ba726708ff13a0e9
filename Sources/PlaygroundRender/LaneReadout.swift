import ScrollKitCore

/// What one lane shows at one tick, derived only from that lane's records at
/// or before the tick: the record itself, the behavior's last decision, the
/// last firing of each end-of-scroll detector, and the scroll indicators'
/// opacity. The HUD, the overlays and the timeline's readout are drawn from
/// it, so stepping back to a tick shows exactly what was shown live there.
///
/// A value that does not apply is nil (the HUD shows `–`): no decision
/// since the records begin (the window's history restarts on a preset, axis
/// or lane change), a decision made by another behavior than the record's,
/// or no end detected yet.
package struct LaneReadout: Sendable {
    /// The record on screen.
    package var record: FrameRecord
    /// The last decision at or before the record, by the record's behavior.
    package var decision: TargetDecision?
    /// The last tick at or before the record whose debounce detector fired.
    var debounceEnd: FrameRecord?
    /// The last tick at or before the record whose phase went back to idle.
    var phaseEnd: FrameRecord?
    /// The scroll indicators' opacity at the record's time, in [0, 1]
    /// (`ScrollIndicatorFade` from the last scrolling record).
    package var indicatorOpacity: Double

    /// Records further back than this are not searched (a bound on the cost;
    /// the window keeps 3600 ticks of history).
    package static let searchLimit = 4000

    /// Reads the lane at `tick`: `record(t)` is the lane's record of tick `t`,
    /// nil before its records begin. Walks back from `tick` until everything
    /// is found or the records end.
    package init?(tick: Int, record: (Int) -> FrameRecord?) {
        guard let shown = record(tick) else { return nil }
        self.record = shown
        var decision: TargetDecision?
        var debounceEnd: FrameRecord?
        var phaseEnd: FrameRecord?
        var lastScrolling: FrameRecord?
        var t = tick
        let fade = ScrollIndicatorFade()
        let fadeSeconds = fade.hold + fade.fade
        while tick - t < Self.searchLimit, let r = record(t) {
            if decision == nil, let d = r.decision, d.behavior == shown.behavior { decision = d }
            if debounceEnd == nil, r.ends.contains(.debounce) { debounceEnd = r }
            if phaseEnd == nil, r.ends.contains(.phase) { phaseEnd = r }
            if lastScrolling == nil, r.phase.isScrolling { lastScrolling = r }
            let fadeDone = lastScrolling != nil || shown.time - r.time > fadeSeconds
            if decision != nil && debounceEnd != nil && phaseEnd != nil && fadeDone { break }
            t -= 1
        }
        self.decision = decision
        self.debounceEnd = debounceEnd
        self.phaseEnd = phaseEnd
        var opacity = fade
        if let lastScrolling { _ = opacity.update(phase: lastScrolling.phase, time: lastScrolling.time) }
        indicatorOpacity = opacity.opacity(at: shown.time)
    }

    /// The HUD's values for this lane: everything from the records, the end
    /// rows flashing on the engine's clock (`now` = the record's time).
    package func hud(preset: String, axes: Axes, deceleration: DecelerationRate) -> HUDModel {
        var hud = HUDModel()
        hud.update(with: record, now: record.time)
        hud.preset = preset
        hud.axes = axes
        hud.deceleration = deceleration
        hud.lastDecision = decision
        hud.debounceEnd = debounceEnd.map { .init(time: $0.time, offset: $0.offset, flashStart: $0.time) }
        hud.phaseEnd = phaseEnd.map { .init(time: $0.time, offset: $0.offset, flashStart: $0.time) }
        return hud
    }
}
