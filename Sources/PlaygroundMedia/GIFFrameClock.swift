/// Turns a frame rate into GIF frame delays: whole centiseconds, never below
/// 2 (browsers play 0–1 cs as 10 cs), whose running sum tracks real time.
/// Frame i (from 0) ends at round(100 · (i + 1) / fps) cs, so the total never
/// drifts more than half a centisecond from the true time: at 30 fps the
/// delays run 3, 4, 3, 3, 4, 3… (10 cs per 3 frames, exactly 30 fps on average).
///
/// GIF cannot show more than 50 frames per second (2 cs each): rates above
/// that are clamped to 50 (render at ≤ 50 fps to keep real time).
/// Non-finite or non-positive rates fall back to 30; very low rates are
/// clamped so one delay fits GIF's 16-bit field.
package struct GIFFrameClock: Sendable {
    /// The highest frame rate GIF can play at real speed.
    package static let maximumFramesPerSecond = 50.0
    /// The lowest: one frame per 655.35 s (the largest delay).
    static let minimumFramesPerSecond = 100.0 / 65535.0

    /// The rate actually used, after clamping.
    package let framesPerSecond: Double
    package private(set) var frameCount = 0
    private(set) var elapsedCentiseconds = 0

    package init(framesPerSecond: Double) {
        if !framesPerSecond.isFinite || framesPerSecond <= 0 {
            self.framesPerSecond = 30
        } else {
            self.framesPerSecond = min(max(framesPerSecond, Self.minimumFramesPerSecond),
                                       Self.maximumFramesPerSecond)
        }
    }

    /// The delay of the next frame, in centiseconds (2…65535).
    mutating func nextDelay() -> Int {
        frameCount += 1
        let target = Int((100 * Double(frameCount) / framesPerSecond).rounded())
        let delay = min(max(target - elapsedCentiseconds, 2), 65535)
        elapsedCentiseconds += delay
        return delay
    }

    /// The first `count` delays at `framesPerSecond`.
    package static func delays(framesPerSecond: Double, count: Int) -> [Int] {
        var clock = GIFFrameClock(framesPerSecond: framesPerSecond)
        return (0..<max(0, count)).map { _ in clock.nextDelay() }
    }
}
