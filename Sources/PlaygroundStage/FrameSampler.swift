/// Which engine tick each GIF frame shows: frame `i` (from 0) is the picture
/// at time `i / framesPerSecond`, that is the last engine tick at or before
/// that time (tick 0 is the starting state, before any input).
///
/// A run whose last tick ends at `duration` seconds gives
/// `ceil(duration × framesPerSecond)` frames (at least one), so the frames
/// cover [0, duration) and their delays (`GIFFrameClock`) add up to the
/// duration within one frame.
package struct FrameSampler: Hashable, Sendable {
    /// Frames per second, finite and > 0.
    package let framesPerSecond: Double
    /// Seconds per engine tick, finite and > 0.
    package let tickLength: Double

    package init(framesPerSecond: Double, tickLength: Double) {
        self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 30
        self.tickLength = tickLength.isFinite && tickLength > 0 ? tickLength : 1.0 / 120.0
    }

    /// The time frame `index` shows, seconds.
    package func time(ofFrame index: Int) -> Double {
        Double(Swift.max(0, index)) / framesPerSecond
    }

    /// The engine tick frame `index` shows: the last tick at or before its time.
    package func tick(ofFrame index: Int) -> Int {
        FrameSampler.tick(atOrBefore: time(ofFrame: index), tickLength: tickLength)
    }

    /// The number of frames for a run lasting `duration` seconds.
    package func frameCount(duration: Double) -> Int {
        guard duration.isFinite, duration > 0 else { return 1 }
        let frames = (duration * framesPerSecond - 1e-9).rounded(.up)
        return Int(Swift.max(1, Swift.min(frames, 10_000_000)))
    }

    /// The number of frames for a run that ends *on* its last tick at `end`
    /// seconds (a scenario with an `end`: a capture) and shows it: frames at
    /// 0, 1/fps, … up to and including `end`, `floor(end × fps) + 1`, the
    /// frames the window's R drew from the tick it started to the tick it
    /// stopped on.
    package func frameCount(through end: Double) -> Int {
        guard end.isFinite, end > 0 else { return 1 }
        let frames = (end * framesPerSecond + 1e-9).rounded(.down) + 1
        return Int(Swift.max(1, Swift.min(frames, 10_000_000)))
    }

    /// The last tick at or before `time` (0 for times before the first tick;
    /// the 1e-9 tolerance keeps 0.3 / (1/120) on tick 36, not 35).
    package static func tick(atOrBefore time: Double, tickLength: Double) -> Int {
        guard time.isFinite, time > 0, tickLength.isFinite, tickLength > 0 else { return 0 }
        let ticks = (time / tickLength + 1e-9).rounded(.down)
        return Int(Swift.min(ticks, 1e9))
    }
}
