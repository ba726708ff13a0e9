/// SwiftUI's `easeInOut` timing curve, the cubic Bézier from (0, 0) to
/// (1, 1) with control points (0.42, 0) and (0.58, 1): the y for `x`,
/// with the curve's parameter found by bisection (60 halvings).
enum UnitCurveMath {
    static func easeInOut(_ x: Double) -> Double {
        bezier(x, 0.42, 0, 0.58, 1)
    }

    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, y1, y2)
    }
}
