/// SwiftUI's `easeInOut` timing curve, the cubic Bézier from (0, 0) to
/// (1, 1) with control points (0.42, 0) and (0.58, 1): the y for `x`
/// (0 before the start, 1 after the end), solved as the animations' own
/// timing curves are (`Animation.bezier`).
enum UnitCurveMath {
    static func easeInOut(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Animation.bezier(0.42, 0, 0.58, 1, at: x)
    }
}
