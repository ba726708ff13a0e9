/// The end-of-scroll detectors that fired on one tick (the trace's `ends`).
public struct EndSignals: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Seed 002's detector: 0.2 s without an offset change (first value dropped).
    public static let debounce = EndSignals(rawValue: 1)
    /// The phase went back to `.idle`.
    public static let phase = EndSignals(rawValue: 2)

    /// The names in trace order.
    public var names: [String] {
        var out: [String] = []
        if contains(.debounce) { out.append("debounce") }
        if contains(.phase) { out.append("phase") }
        return out
    }
}
