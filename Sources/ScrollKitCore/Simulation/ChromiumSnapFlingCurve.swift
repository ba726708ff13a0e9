import Foundation

/// Chromium's snap fling (cc/input/snap_fling_curve.cc, `SnapFlingCurve`,
/// desktop constants) on one axis: when a fling starts in a snap container,
/// `SnapFlingController` replaces the fling's own curve by one that scrolls
/// a geometric sequence of per-frame deltas, each `ratio` (0.92) of the one
/// before, and lands on the snap position.
///
/// With D the total distance (px, the length of the 2-D displacement: both
/// axes share it), T = 16 ms a frame and r = 0.92:
///
///     frames n = ceil(−ln(1 − D·(1 − 1/r)) / ln r)
///     first delta a = D·(1 − r)/(1 − r^n)
///     distance after k frames = min(D, a·(1 − r^k)/(1 − r))
///
/// Chromium counts the first frame at the inertial scroll update that
/// starts the curve (its first delta is scrolled at that update's time);
/// here the curve's clock τ starts a frame T earlier, so the distance at τ
/// is a·(1 − r^(τ/T))/(1 − r) (continuous at τ = 0, where the speed is
/// a·(−ln r)/(T·(1 − r)) ≈ 65·a px/s). On this axis the position is start +
/// distance·`ratio` (the axis's share of the displacement). **Done** when
/// the frames (+1 for that first update) have run, at most 5 s
/// (kMaximumSnapDuration), or the remaining displacement on the axis is
/// under 1 px (`IsWithinOnePixel`).
///
/// After a touch fling the curve does not start at the release: the
/// fling's own frames come first (`leadIn`, `ChromiumFlingLeadIn`), and t
/// (seconds from the release) is τ + `leadIn.snapStart`. Without a lead-in
/// τ = t.
///
/// The fling's velocity does not enter the curve: it depends on the
/// distance only.
public struct ChromiumSnapFlingCurve: Simulation, Hashable {
    /// kRatio (desktop; 0.9 on Android).
    public static let ratio = 0.92
    /// The frame length, seconds (kFrameTime 16 ms).
    public static let frameTime = 0.016
    /// kMaximumSnapDuration, seconds.
    public static let maximumDuration = 5.0

    public let start: Double
    public let target: Double
    /// The total (2-D) distance D, px.
    public let totalDistance: Double
    /// This axis's share of the displacement: (target − start)/D.
    public let axisRatio: Double
    /// n, frames.
    public let frames: Double
    /// a, px.
    public let firstDelta: Double
    /// The fling's own frames before the curve, if any; `start` is then
    /// `leadIn.end`.
    public let leadIn: ChromiumFlingLeadIn?

    /// The frames for a distance D (`EstimateFramesFromDistance`).
    public static func frames(forDistance distance: Double) -> Double {
        guard distance > 0 else { return 0 }
        let r = ratio
        return (-Foundation.log(1 - distance * (1 - 1 / r)) / Foundation.log(r)).rounded(.up)
    }

    /// a for D and n (`CalculateFirstDelta`).
    public static func firstDelta(distance: Double, frames: Double) -> Double {
        guard frames > 0 else { return 0 }
        return distance * (1 - ratio) / (1 - Foundation.pow(ratio, frames))
    }

    /// One axis of the snap fling from `start` to `target`; `totalDistance`
    /// is the length of the whole displacement (|target − start| for a
    /// one-axis scroll). With a `leadIn` the curve starts where it ends
    /// (`start` is ignored) and when its `snapStart` comes.
    public init(start: Double, target: Double, totalDistance: Double? = nil, leadIn: ChromiumFlingLeadIn? = nil) {
        let start = leadIn?.end ?? (start.isFinite ? start : 0)
        self.leadIn = leadIn
        let target = target.isFinite ? target : start
        let axisDistance = abs(target - start)
        let d = max(totalDistance.map { $0.isFinite ? $0 : 0 } ?? axisDistance, axisDistance)
        self.start = start
        self.target = target
        self.totalDistance = d
        self.axisRatio = d > 0 ? (target - start) / d : 0
        self.frames = Self.frames(forDistance: d)
        self.firstDelta = Self.firstDelta(distance: d, frames: frames)
    }

    /// The curve's distance (along the 2-D displacement) at t, px.
    public func distance(_ t: Double) -> Double {
        guard totalDistance > 0, t > 0 else { return 0 }
        let r = Self.ratio
        return min(totalDistance, firstDelta * (1 - Foundation.pow(r, t / Self.frameTime)) / (1 - r))
    }

    /// When the curve ends at the latest, seconds after its clock starts.
    public var duration: Double {
        min((frames + 1) * Self.frameTime, Self.maximumDuration + Self.frameTime)
    }

    /// When the curve's clock starts, seconds after the release.
    public var delay: Double { leadIn?.snapStart ?? 0 }

    public var finalPosition: Double { target }

    public func x(_ t: Double) -> Double {
        if let leadIn, t < leadIn.snapStart { return leadIn.x(t) }
        return isDone(t) ? target : start + distance(t - delay) * axisRatio
    }

    public func dx(_ t: Double) -> Double {
        if let leadIn, t < leadIn.snapStart { return leadIn.dx(t) }
        let tau = t - delay
        guard !isDone(t), tau >= 0 else { return 0 }
        let r = Self.ratio
        let dd = totalDistance <= distance(tau) ? 0
            : firstDelta * -Foundation.log(r) / Self.frameTime * Foundation.pow(r, tau / Self.frameTime) / (1 - r)
        return dd * axisRatio
    }

    public func isDone(_ t: Double) -> Bool {
        if let leadIn, t < leadIn.snapStart { return false }
        let tau = t - delay
        if totalDistance == 0 || start == target { return true }
        if tau >= duration { return true }
        return abs(target - (start + distance(tau) * axisRatio)) < 1
    }
}
