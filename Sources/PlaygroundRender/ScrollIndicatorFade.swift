import ScrollKitCore

/// The opacity of the scroll indicators over time, as UIKit does it: fully
/// visible while the container scrolls, kept for `hold` seconds after it goes
/// idle, then faded out linearly over `fade` seconds.
///
/// A value stepped with the frame clock (`update(phase:time:)` once per drawn
/// frame), so headless recordings fade exactly as the window does.
package struct ScrollIndicatorFade: Hashable, Sendable {
    /// Seconds the indicators stay after scrolling stops.
    package var hold: Double = 0.5
    /// Seconds the fade-out lasts.
    var fade: Double = 0.3
    /// The last time the container was seen scrolling; nil before any scroll.
    private(set) var lastScrollingTime: Double?

    package init(hold: Double = 0.5, fade: Double = 0.3) {
        self.hold = hold
        self.fade = fade
    }

    /// Records the phase at `time` (seconds) and returns the opacity in [0, 1].
    package mutating func update(phase: ScrollPhase, time: Double) -> Double {
        if phase.isScrolling, time.isFinite { lastScrollingTime = time }
        return opacity(at: time)
    }

    /// The opacity at `time` without recording anything.
    package func opacity(at time: Double) -> Double {
        guard let last = lastScrollingTime, time.isFinite else { return 0 }
        let since = time - last
        if since <= hold { return 1 }
        guard fade > 0 else { return 0 }
        return Swift.max(0, Swift.min(1, 1 - (since - hold) / fade))
    }
}
