import Foundation

/// Where Chromium expects a touch fling to end when it picks the fling's
/// snap target. The target is not chosen at the release:
/// cc/input/snap_fling_controller.cc `HandleGestureScrollUpdate` sees the
/// browser's fling (`ChromiumPhysicsFlingCurve`) one inertial update per
/// frame and asks `SnapFlingCurve::EstimateDisplacement` each time; with
/// kSnapFlingDecayPrediction (cc/input/snap_fling_curve_unittest.cc
/// "EstimateDisplacementFeatureEnabled") the answer is unknown until an
/// update's delta d has decayed against the one before (decay = |d|/|d′| <
/// 0.96; after 3 decaying updates in a row, kMaxFramesToWaitForDecay, any
/// decay below 1), and then d/(1 − decay): the rest of a geometric series.
/// The snap target is searched from where the content is at that update,
/// by that displacement.
///
/// The updates come at frames of 1/60 s, the first a frame after the
/// release (`FlingController` progresses the fling on the begin frames
/// after `GestureFlingStart`). Measured against Debian's Chromium 156 on
/// 390-px pages (docs/oracle.md): flings of 100, 150, 200 and 300 px in
/// 0.1 s rest on 390, 780, 1170 and 1170, as this estimate gives, where the
/// release's own projection (r + 0.4995·v) gives 1950 for the last.
public enum ChromiumSnapFlingEstimate {
    /// Seconds between inertial updates.
    public static let frameTime = 1.0 / 60
    /// kSnapFlingDecayPrediction's largest decay that predicts at once.
    public static let decayLimit = 0.96
    /// kMaxFramesToWaitForDecay.
    public static let framesToWaitForDecay = 3

    /// The estimate of a fling from the release (px per axis): `update` the
    /// inertial update that estimates (1 is the first, a frame after the
    /// release: the fling's own frames are the updates before it,
    /// `ChromiumFlingLeadIn`), `at` the content's offset from the release
    /// with that update, `end` that plus the estimated rest. Nil when no
    /// update estimates before the fling ends.
    public static func estimate(velocity: Vector, viewport: Size) -> (update: Int, at: Vector, end: Vector)? {
        let curve = ChromiumPhysicsFlingCurve(velocity: velocity, viewport: viewport)
        var previous: Vector?
        var offset = Vector(dx: 0, dy: 0)
        var decaying = 0
        let frames = Int((curve.duration / frameTime).rounded(.up))
        for k in 0..<Swift.max(frames, 0) {
            let next = curve.offset(Double(k + 1) * frameTime)
            let delta = Vector(dx: next.dx - offset.dx, dy: next.dy - offset.dy)
            offset = next
            defer { previous = delta }
            guard let last = previous else { continue }
            let length = delta.length, lastLength = last.length
            guard lastLength > 0 else { continue }
            decaying = length < lastLength ? decaying + 1 : 0
            let decay = length / lastLength
            guard decay < 1, decay < decayLimit || decaying >= framesToWaitForDecay else { continue }
            let rest = 1 / (1 - decay)
            return (k + 1, offset, Vector(dx: offset.dx + delta.dx * rest, dy: offset.dy + delta.dy * rest))
        }
        return nil
    }

    /// The displacement from the release (px per axis) at which the snap
    /// search starts from, and the one it searches with: `at` the content's
    /// offset from the release at the estimating update, `end` that plus the
    /// estimated rest (`estimate`). When no update estimates before the
    /// fling ends, both are the fling's whole distance.
    public static func displacement(velocity: Vector, viewport: Size) -> (at: Vector, end: Vector) {
        if let e = estimate(velocity: velocity, viewport: viewport) { return (e.at, e.end) }
        let d = ChromiumPhysicsFlingCurve(velocity: velocity, viewport: viewport).distance
        return (d, d)
    }
}
