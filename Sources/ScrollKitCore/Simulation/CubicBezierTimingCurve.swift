/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function (Chromium's
/// gfx::CubicBezier, Flutter's `Cubic`): the curve from (0, 0) to (1, 1)
/// with control points (x1, y1) and (x2, y2), read as progress y for a
/// fraction of time x.
///
///     x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³   (same for y with y1, y2)
///
/// `value(x)` solves x(s) = x for s (Newton's method, then bisection when
/// Newton stalls; |x(s) − x| < 1e-9) and returns y(s). Inputs outside [0, 1]
/// are clamped (a scroll curve is done before and after).
///
/// Invariants: 0 ≤ x1, x2 ≤ 1 (x(s) is then monotone, one solution).
public struct CubicBezierTimingCurve: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1) (Chromium's
    /// EaseType::EASE_IN_OUT, Flutter's `Curves.easeInOut`).
    public static let easeInOut = CubicBezierTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter s whose x is `x` (0 ≤ x ≤ 1).
    func parameter(forX x: Double) -> Double {
        let x = min(max(x, 0), 1)
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The progress (y) at the fraction of time `x`, clamped to [0, 1].
    public func value(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.coordinate(parameter(forX: x), y1, y2)
    }

    /// dy/dx at the fraction of time `x` (0 outside (0, 1)).
    public func slope(_ x: Double) -> Double {
        if x <= 0 || x >= 1 { return 0 }
        let s = parameter(forX: x)
        let dx = Self.derivative(s, x1, x2)
        guard abs(dx) > 1e-12 else { return 0 }
        return Self.derivative(s, y1, y2) / dx
    }
}
