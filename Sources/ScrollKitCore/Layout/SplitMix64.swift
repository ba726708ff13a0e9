/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny deterministic 64-bit
/// generator. Same seed, same stream, on every machine: it uses only wrapping
/// integer arithmetic.
///
/// Layouts use its random-access form, `value(seed:index:)`, so that the
/// length of item `i` is a pure function of `(seed, i)`: appended items get
/// lengths without replaying the stream, and a relayout never changes them.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The golden-ratio increment, ⌊2⁶⁴/φ⌋ (odd).
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The generator's state; the next output is `mix(state &+ increment)`.
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// SplitMix64's output function (a bijection of `UInt64`).
    public static func mix(_ z0: UInt64) -> UInt64 {
        var z = z0
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Output number `index` (0-based) of the stream seeded with `seed`, in
    /// O(1): equal to the `index + 1`-th call of `next()`.
    public static func value(seed: UInt64, index: UInt64) -> UInt64 {
        mix(seed &+ (index &+ 1) &* increment)
    }

    /// The top 53 bits of `bits` as a Double in [0, 1).
    public static func unitInterval(_ bits: UInt64) -> Double {
        Double(bits >> 11) * 0x1p-53
    }
}
