import Foundation

/// SwiftUI's `Animation`, as a curve of engine time: `progress(at:)` goes
/// from 0 at the start to 1 at rest (a bouncy spring passes 1 and comes
/// back), and `duration` is when it is considered at rest.
///
/// Curves (iOS 17's, from Apple's documentation):
/// - `.default`: a spring with response 0.55 s, damping fraction 1 (iOS 17;
///   before, `easeInOut`).
/// - `.spring(response:dampingFraction:blendDuration:)` (defaults 0.5,
///   0.825), `.spring(duration:bounce:)` (response = duration, damping
///   fraction 1 − bounce, or 1 / (1 + bounce) for a negative bounce),
///   `.smooth` (bounce 0), `.snappy` (0.15), `.bouncy` (0.3), all 0.5 s,
///   `.interactiveSpring` (0.15 s, 0.86). A spring of response `r` and
///   damping fraction `ζ` is the unit step of x″ + 2ζωx′ + ω²(x − 1) = 0,
///   ω = 2π / r, from rest: for ζ = 1, 1 − (1 + ωt)e^(−ωt); for ζ < 1,
///   1 − e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t), ω_d = ω√(1 − ζ²); for
///   ζ > 1 the sum of the two real exponentials. At rest once the
///   envelope of 1 − x is under 0.001 (`blendDuration` is ignored).
/// - `.linear`, `.easeIn`, `.easeOut`, `.easeInOut` (default 0.35 s): the
///   cubic Béziers of Core Animation's named timing functions, (0.42, 0,
///   1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1);
///   `.timingCurve(_:_:_:_:duration:)` any other.
/// - `.delay(_:)` waits before it starts; `.speed(_:)` divides its time.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    enum Curve: Equatable, Sendable {
        case spring(response: Double, dampingFraction: Double)
        case bezier(Double, Double, Double, Double, duration: Double)
    }

    let curve: Curve
    var delay: Double = 0
    var speedFactor: Double = 1
    /// How it prints in the view events (`spring(0.55, 1.0)`).
    let name: String

    public var description: String { name }

    // MARK: springs

    /// iOS 17's default: `spring(response: 0.55, dampingFraction: 1)`.
    public static let `default` = Animation(curve: .spring(response: 0.55, dampingFraction: 1), name: "default")

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction),
                  name: "spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// Disfavoured so `.spring()` is the response/damping one, as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Animation(curve: .spring(response: duration, dampingFraction: fraction),
                         name: "spring(duration: \(duration), bounce: \(bounce))")
    }

    public static var spring: Animation { spring() }
    public static var smooth: Animation { smooth() }
    public static var snappy: Animation { snappy() }
    public static var bouncy: Animation { bouncy() }

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    public static var interactiveSpring: Animation { interactiveSpring() }

    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    // MARK: timing curves

    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(curve: .bezier(c0x, c0y, c1x, c1y, duration: duration), name: "timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), \(duration))")
    }

    public static func linear(duration: TimeInterval) -> Animation { named("linear", 0, 0, 1, 1, duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { named("easeIn", 0.42, 0, 1, 1, duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { named("easeOut", 0, 0, 0.58, 1, duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { named("easeInOut", 0.42, 0, 0.58, 1, duration) }
    public static var linear: Animation { linear(duration: 0.35) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    private static func named(_ name: String, _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ duration: Double) -> Animation {
        Animation(curve: .bezier(a, b, c, d, duration: duration), name: "\(name)(duration: \(duration))")
    }

    // MARK: modifiers

    /// Starts `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var a = self
        a.delay += delay
        return a
    }

    /// Runs `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var a = self
        a.speedFactor *= speed
        return a
    }

    // MARK: evaluation

    /// Seconds from the start until at rest (delay included).
    public var duration: Double {
        delay + curveDuration / speedFactor
    }

    private var curveDuration: Double {
        switch curve {
        case .bezier(_, _, _, _, let duration): return duration
        case .spring(let response, let zeta):
            // First time (in 1 ms steps) the envelope of 1 − x is under 0.001.
            let w = 2 * Double.pi / Swift.max(response, 1e-6)
            var t = 0.0
            while t < 60 {
                if Self.springEnvelope(w: w, zeta: zeta, t: t) < 0.001 { return t }
                t += 0.001
            }
            return t
        }
    }

    /// The fraction of the way from the old value to the new one at
    /// `elapsed` seconds after the animation began (0 before its delay ends,
    /// 1 from `duration` on).
    public func progress(at elapsed: Double) -> Double {
        let t = (elapsed - delay) * speedFactor
        if t <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2, let d):
            return Self.bezier(x1, y1, x2, y2, at: t / d)
        case .spring(let response, let zeta):
            return Self.spring(w: 2 * Double.pi / Swift.max(response, 1e-6), zeta: zeta, t: t)
        }
    }

    /// The unit step response of a spring from rest (see the type's doc).
    static func spring(w: Double, zeta: Double, t: Double) -> Double {
        if abs(zeta - 1) < 1e-9 {
            return 1 - (1 + w * t) * exp(-w * t)
        } else if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - s), r2 = -w * (zeta + s)
            // x = 1 + A e^(r1 t) + B e^(r2 t), x(0) = 0, x'(0) = 0.
            let a = r2 / (r1 - r2), b = -r1 / (r1 - r2)
            return 1 + a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// A bound of |1 − x| for the spring at `t`.
    static func springEnvelope(w: Double, zeta: Double, t: Double) -> Double {
        if zeta >= 1 { return abs(1 - spring(w: w, zeta: zeta, t: t)) }
        let wd = w * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * w * t) * (1 + zeta * w / wd)
    }

    /// The y of the cubic Bézier from (0, 0) to (1, 1) with control points
    /// (x1, y1), (x2, y2) at x = `x` (x solved by bisection, to 1e-9).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(y1, y2, (lo + hi) / 2)
    }
}
