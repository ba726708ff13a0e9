/// How long each item of a stack (or each row of a grid) is along the
/// stacking axis, as the frames SwiftUI's lazy containers give their children.
public enum ItemSizing: Hashable, Sendable {
    /// Every item is `length` logical pixels long (`.frame(height: length)`).
    case fixed(Double)
    /// Item `i` is `min + (max − min)·u(seed, i)` long, `u` uniform in [0, 1)
    /// from `SplitMix64.value(seed:index:)`: variable lengths that are the same
    /// on every run and machine, and do not depend on the container.
    case seededRandom(min: Double, max: Double, seed: UInt64)
    /// SwiftUI's `containerRelativeFrame(axis, count:span:spacing:)`: every item
    /// is `(container − spacing·(count − 1)) / count · span + spacing·(span − 1)`
    /// long, recomputed when the container resizes.
    case containerRelative(count: Int, span: Int, spacing: Double)

    /// True when all items have the same length (positions in closed form, no
    /// per-item storage).
    public var isUniform: Bool {
        if case .seededRandom = self { return false }
        return true
    }

    /// The sizing with every value made safe: lengths through
    /// `LayoutLimits`, `min ≤ max`, `count ≥ 1`, `span ≥ 1`.
    public var sanitized: ItemSizing {
        switch self {
        case let .fixed(length):
            return .fixed(LayoutLimits.length(length))
        case let .seededRandom(lo, hi, seed):
            let a = LayoutLimits.length(lo), b = LayoutLimits.length(hi)
            return .seededRandom(min: Swift.min(a, b), max: Swift.max(a, b), seed: seed)
        case let .containerRelative(count, span, spacing):
            return .containerRelative(count: Swift.max(1, count), span: Swift.max(1, span), spacing: LayoutLimits.length(spacing))
        }
    }

    /// The length of item `index` in a container `containerLength` long on the
    /// axis, logical pixels, ≥ 0. Call on a `sanitized` value.
    public func length(ofItem index: Int, containerLength: Double) -> Double {
        switch self {
        case let .fixed(length):
            return length
        case let .seededRandom(lo, hi, seed):
            let u = SplitMix64.unitInterval(SplitMix64.value(seed: seed, index: UInt64(truncatingIfNeeded: index)))
            return lo + (hi - lo) * u
        case let .containerRelative(count, span, spacing):
            return Self.containerRelativeLength(container: containerLength, count: count, span: span, spacing: spacing)
        }
    }

    /// SwiftUI's container-relative length:
    /// `(container − spacing·(count − 1)) / count · span + spacing·(span − 1)`,
    /// never negative (a container too small for the spacing gives 0).
    /// `count` and `span` below 1 count as 1; non-finite inputs count as 0.
    public static func containerRelativeLength(container: Double, count: Int, span: Int, spacing: Double) -> Double {
        let c = LayoutLimits.length(container)
        let s = LayoutLimits.length(spacing)
        let n = Double(Swift.max(1, count))
        let k = Double(Swift.max(1, span))
        let length = (c - s * (n - 1)) / n * k + s * (k - 1)
        return length.isFinite ? Swift.max(0, length) : 0
    }
}
