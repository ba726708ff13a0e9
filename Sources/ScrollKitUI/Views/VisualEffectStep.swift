/// One step of a `VisualEffect`, with the numbers a scroll transition
/// interpolates.
public enum _VisualEffectStep: Equatable, Sendable {
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    case opacity(Double)
    case rotation(degrees: Double, anchor: UnitPoint)
    /// Drawn as the orthographic projection of the 3D rotation: the 2 × 2
    /// top-left block of the rotation matrix about the unit axis, applied
    /// about the anchor (a turn about y narrows the view to cos θ of its
    /// width; the far edge is not shortened as perspective would).
    case rotation3D(degrees: Double, x: CGFloat, y: CGFloat, z: CGFloat, anchor: UnitPoint)
    case offset(x: CGFloat, y: CGFloat)
    case blur(radius: CGFloat)
    case hueRotation(degrees: Double)
    case brightness(Double)
    case saturation(Double)

    /// This step at `t` of the way from `self` (t = 0) to `other` (t = 1):
    /// numbers interpolated linearly when both are the same kind, else
    /// `other` from t = 0.5 on.
    func interpolated(to other: _VisualEffectStep, _ t: Double) -> _VisualEffectStep {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.scale(x0, y0, _), .scale(x1, y1, anchor)): return .scale(x: mix(x0, x1), y: mix(y0, y1), anchor: anchor)
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.rotation(a, _), .rotation(b, anchor)): return .rotation(degrees: mix(a, b), anchor: anchor)
        case let (.rotation3D(a, _, _, _, _), .rotation3D(b, x, y, z, anchor)):
            return .rotation3D(degrees: mix(a, b), x: x, y: y, z: z, anchor: anchor)
        case let (.offset(x0, y0), .offset(x1, y1)): return .offset(x: mix(x0, x1), y: mix(y0, y1))
        case let (.blur(a), .blur(b)): return .blur(radius: mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(degrees: mix(a, b))
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        default: return t < 0.5 ? self : other
        }
    }

    /// `from` at `t` of the way to `to`, step by step (a step only one side
    /// has is taken from there).
    static func interpolate(_ from: [_VisualEffectStep], _ to: [_VisualEffectStep], _ t: Double) -> [_VisualEffectStep] {
        guard from.count == to.count else { return t < 0.5 ? from : to }
        return zip(from, to).map { $0.interpolated(to: $1, t) }
    }
}
