/// Seed 002's end-of-scroll detector as a value: Combine's
/// `debounce(for: 0.2 s)` over the per-frame offset, then `dropFirst()`.
///
/// Every tick whose offset differs from the previous tick's re-arms it; it
/// fires once on the first tick at least `interval` seconds after the last
/// change. The initial offset is not a change, so it never fires by itself
/// at start (the dropped first value). It knows nothing of fingers: a drag
/// that holds still for 0.2 s reads as "ended" (the seed's pitfall).
public struct DebouncedEndDetector: Hashable, Sendable {
    /// Seconds of stillness before it fires (0.2 s in seed 002).
    public var interval: Double
    /// The tick of the last offset change, nil when not armed.
    public private(set) var lastChangeTick: Int?

    public init(interval: Double = 0.2) {
        self.interval = interval
    }

    /// Feeds one tick; returns true when the detector fires on it.
    public mutating func update(tick: Int, tickLength: Double, offsetChanged: Bool) -> Bool {
        if offsetChanged {
            lastChangeTick = tick
            return false
        }
        guard let changed = lastChangeTick else { return false }
        if Double(tick - changed) * tickLength >= interval - 1e-9 {
            lastChangeTick = nil
            return true
        }
        return false
    }
}
