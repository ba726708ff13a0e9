/// Chromium's ease-in-out scroll animation (cc/animation/
/// scroll_offset_animation_curve.cc, `AnimationType::kEaseInOut`) on one
/// axis: from `start` to `target` along CSS `ease-in-out` in `duration`
/// seconds, starting and ending at rest. Chromium animates a snap at the end
/// of a scroll that did not fling (`InputHandler::SnapAtScrollEnd` →
/// `ImplOnlyScrollAnimationCreate` → `MouseWheelScrollAnimationCreate`, curve
/// type kMouseWheel: duration behavior `inverseDelta`).
///
/// Duration, in 1/60 s units, of the larger per-axis distance d (px)
/// (`EaseInOutSegmentDuration`; both axes of a 2-D scroll share it):
/// - `constant`: 9 (keyboard);
/// - `deltaBased`: min(√d, 42) (programmatic: at most 0.7 s);
/// - `snappedKey`: min(√d, 90) (a key Blink snaps, as Chromium 156 runs it:
///   √d/60 s up to 1.5 s, measured against the real browser, End over
///   2,532 px 0.84 s, over 9,284 and 16,036 px 1.5 s, docs/oracle.md; the
///   copies of cc at hand cap `deltaBased` at 0.7 s, which 156 does not);
/// - `inverseDelta`: clamp(14 − d/60, 6, 12) (mouse wheel and snap: 0.2 s
///   up to 120 px, 0.1 s from 480 px, linear between).
///
/// x(t) = start + (target − start)·easeInOut(t/duration); done at t ≥
/// duration (Chromium's `GetValue` returns the target from there on).
/// The release velocity is not carried (ease-in-out starts at rest).
public struct ChromiumSmoothScrollCurve: Simulation, Hashable {
    /// Chromium's `DurationBehavior`.
    public enum DurationBehavior: String, Hashable, Sendable {
        case constant
        case deltaBased
        case inverseDelta
        case snappedKey
    }

    /// `snappedKey`'s longest animation, seconds.
    public static let snappedKeyMaximumDuration = 1.5

    public let start: Double
    public let target: Double
    /// Seconds (≥ 0).
    public let duration: Double
    public let timing: CubicBezierTimingCurve

    /// The duration, seconds, for the larger per-axis distance `delta` (px).
    public static func duration(forDelta delta: Double, behavior: DurationBehavior) -> Double {
        let d = abs(delta.isFinite ? delta : 0)
        let frames: Double
        switch behavior {
        case .constant:
            frames = 9
        case .deltaBased:
            frames = min(d.squareRoot(), 0.7 * 60)
        case .snappedKey:
            frames = min(d.squareRoot(), snappedKeyMaximumDuration * 60)
        case .inverseDelta:
            // kInverseDeltaSlope = (6 − 12)/(480 − 120) = −1/60;
            // kInverseDeltaOffset = 12 − 120·slope = 14.
            frames = min(max(14 - d / 60, 6), 12)
        }
        return frames / 60
    }

    public init(start: Double, target: Double, duration: Double,
                timing: CubicBezierTimingCurve = .easeInOut) {
        self.start = start.isFinite ? start : 0
        self.target = target.isFinite ? target : self.start
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
    }

    public var finalPosition: Double { target }

    public func x(_ t: Double) -> Double {
        if duration == 0 || t >= duration { return target }
        if t <= 0 { return start }
        return start + (target - start) * timing.value(t / duration)
    }

    public func dx(_ t: Double) -> Double {
        guard duration > 0, t > 0, t < duration else { return 0 }
        return timing.slope(t / duration) * (target - start) / duration
    }

    public func isDone(_ t: Double) -> Bool { start == target || t >= duration }
}
