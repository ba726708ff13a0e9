/// Flutter's `ScrollDragController` bookkeeping on one axis
/// (packages/flutter/lib/src/widgets/scroll_activity.dart), for behaviors
/// with their own physics (`ScrollPhysicsBehavior`):
///
/// - **Motion start threshold** (`threshold`, px; nil: none): the finger's
///   movement since the last stop is summed; while |sum| ≤ threshold nothing
///   scrolls; the update that breaks it scrolls min(threshold/3, |offset|)
///   (its whole offset when |offset| > 24 px, a deliberate fling). A stop is
///   an update without movement more than 50 ms after the last movement
///   (`motionStoppedDurationThreshold`); the drag starts stopped.
/// - **Carried momentum** (`carried`, px/s, content direction): kept while
///   `retains`; an update without movement more than 20 ms after the last
///   movement loses it (`momentumRetainStationaryDurationThreshold`). At the
///   end a release velocity v of the same sign with |v| > ½|carried|
///   (`momentumRetainVelocityThresholdFactor`) gets it added.
///
/// Offsets are content px (positive toward the end), times seconds.
struct FlutterDragFilter: Sendable, Hashable {
    static let stationaryMomentumTime = 0.020
    static let motionStoppedTime = 0.050
    static let bigThresholdBreakDistance = 24.0
    static let retainVelocityFactor = 0.5

    let threshold: Double?
    let carried: Double
    private(set) var retains: Bool
    private(set) var lastMovement: Double
    /// nil while in motion (or without a threshold).
    private(set) var sinceLastStop: Double?

    init(threshold: Double?, carried: Double, at time: Double) {
        self.threshold = threshold.flatMap { $0 > 0 ? $0 : nil }
        self.carried = carried.isFinite ? carried : 0
        retains = self.carried != 0
        lastMovement = time
        sinceLastStop = self.threshold == nil ? nil : 0
    }

    /// The offset (content px) to apply for a finger movement of `offset` at `time`.
    mutating func update(_ offset: Double, at time: Double) -> Double {
        // Flutter stamps a movement first; only the stationary branches read the stamp.
        if offset != 0 { lastMovement = time }
        if retains, offset == 0, time - lastMovement > Self.stationaryMomentumTime { retains = false }
        guard let threshold else { return offset }
        if offset == 0 {
            if sinceLastStop == nil, time - lastMovement > Self.motionStoppedTime { sinceLastStop = 0 }
            return 0
        }
        guard let sum = sinceLastStop else { return offset }
        let total = sum + offset
        guard abs(total) > threshold else {
            sinceLastStop = total
            return 0
        }
        sinceLastStop = nil
        if abs(offset) > Self.bigThresholdBreakDistance { return offset }
        let eased = Swift.min(threshold / 3, abs(offset))
        return offset < 0 ? -eased : eased
    }

    /// The fling velocity (content px/s) for a release at `velocity`.
    func endVelocity(_ velocity: Double) -> Double {
        guard retains, velocity != 0, (velocity > 0) == (carried > 0),
              abs(velocity) > abs(carried) * Self.retainVelocityFactor else { return velocity }
        return velocity + carried
    }
}
