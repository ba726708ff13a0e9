import Foundation

/// UIScrollView's deceleration rate: the fraction of velocity kept per
/// millisecond. `.normal` is 0.998, `.fast` 0.99; any rate in (0, 1) is allowed.
public struct DecelerationRate: Hashable, Sendable {
    /// Velocity kept per millisecond, 0 < rate < 1.
    public let rate: Double

    /// Nil unless 0 < rate < 1 and finite.
    public init?(rate: Double) {
        guard rate.isFinite, rate > 0, rate < 1 else { return nil }
        self.rate = rate
    }

    public static let normal = DecelerationRate(rate: 0.998)!
    public static let fast = DecelerationRate(rate: 0.99)!

    /// k = 1000·ln(rate), per second (negative).
    public var k: Double { 1000 * Foundation.log(rate) }

    /// `normal`, `fast`, or the rate itself, as the command line takes it.
    public var name: String {
        if self == .normal { return "normal" }
        if self == .fast { return "fast" }
        return TraceNumber.format(rate, decimals: 6)
    }

    /// Parses `normal`, `fast` or a number in (0, 1).
    public init?(name: String) {
        switch name {
        case "normal": self = .normal
        case "fast": self = .fast
        default:
            guard let value = Double(name), let rate = DecelerationRate(rate: value) else { return nil }
            self = rate
        }
    }
}
