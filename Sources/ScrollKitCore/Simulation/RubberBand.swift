/// UIScrollView's rubber band: dragging `x` px past an edge shows
///
///     f(x, d, c) = (1 − 1/(x·c/d + 1))·d
///
/// px of overscroll, with d the container length on that axis and c = 0.55.
/// f is 0 at 0, increasing, has slope c at 0 and never reaches d.
public enum RubberBand {
    /// UIKit's constant.
    public static let coefficient = 0.55

    /// The shown overscroll for a raw overscroll `x` ≥ 0 (negative `x` is
    /// mirrored). 0 when `d` ≤ 0 or inputs are not finite.
    public static func offset(_ x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard x.isFinite, d.isFinite, d > 0, c > 0 else { return 0 }
        if x < 0 { return -offset(-x, dimension: d, coefficient: c) }
        return (1 - 1 / (x * c / d + 1)) * d
    }

    /// The inverse: the raw overscroll that shows `y` px (y < d);
    /// x = y/(c·(1 − y/d)). Values at or beyond d are capped just below it.
    public static func rawOffset(_ y: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard y.isFinite, d.isFinite, d > 0, c > 0 else { return 0 }
        if y < 0 { return -rawOffset(-y, dimension: d, coefficient: c) }
        let ratio = min(y / d, 1 - 1e-9)
        return y / (c * (1 - ratio))
    }

    /// df/dx at a raw overscroll `x`: c/(x·c/d + 1)²; the factor by which the
    /// shown content moves slower than the pointer.
    public static func slope(_ x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard x.isFinite, d.isFinite, d > 0, c > 0 else { return 0 }
        let q = abs(x) * c / d + 1
        return c / (q * q)
    }
}
