import Foundation

/// `.visualEffect` and `.scrollTransition`: the child is laid out in the
/// same frame; when placed, `steps` gives the effects for that frame (and
/// the scroll view it sits in) and each step becomes a group around what
/// the child drew, the first step innermost. Transforms are about the
/// step's anchor in the frame.
final class VisualEffectNode: WrapperNode {
    let steps: (CGRect, LayoutEnvironment, DisplayListBuilder) -> [_VisualEffectStep]

    init(child: LayoutNode, steps: @escaping (CGRect, LayoutEnvironment, DisplayListBuilder) -> [_VisualEffectStep]) {
        self.steps = steps
        super.init(child: child)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let steps = self.steps(frame, env, out)
        if steps.contains(where: { if case .opacity(let o) = $0 { return o <= 0 } else { return false } }) {
            // Fully transparent (a transition's hidden edge): placed, so the
            // callbacks inside still run, but nothing is drawn.
            out.beginGroup()
            child.place(in: frame, env, out)
            _ = out.takeGroup()
            return
        }
        var inner = env
        if steps.contains(where: \.movesDrawing) { inner.visible = .infinite }
        for _ in steps { out.beginGroup() }
        child.place(in: frame, inner, out)
        for step in steps { Self.close(step, frame, out) }
    }

    /// Ends the group begun for `step`, applying it.
    static func close(_ step: _VisualEffectStep, _ frame: CGRect, _ out: DisplayListBuilder) {
        func at(_ a: UnitPoint) -> Point {
            Point(x: Double(frame.minX + frame.width * a.x), y: Double(frame.minY + frame.height * a.y))
        }
        switch step {
        case let .scale(x, y, anchor):
            out.endGroup(transform: DisplayTransform(scaleX: Double(x), scaleY: Double(y), anchor: at(anchor)))
        case let .opacity(o):
            out.endGroup(opacity: Swift.min(Swift.max(o, 0), 1))
        case let .rotation(degrees, anchor):
            out.endGroup(transform: DisplayTransform(rotation: degrees, anchor: at(anchor)))
        case let .rotation3D(degrees, x, y, z, anchor):
            let d = projectedRotation(degrees: degrees, axis: (Double(x), Double(y), Double(z)))
            let items = out.takeGroup()
            out.beginGroup()
            out.beginGroup()
            out.append(items)
            out.endGroup(transform: DisplayTransform(rotation: d.inner, anchor: at(anchor)))
            out.endGroup(transform: DisplayTransform(scaleX: d.scaleX, scaleY: d.scaleY, rotation: d.outer, anchor: at(anchor)))
        case let .offset(x, y):
            out.endGroup(transform: DisplayTransform(offset: Vector(dx: Double(x), dy: Double(y))))
        case let .blur(radius):
            out.append(DisplayItemFilters.blur(out.takeGroup(), radius: radius))
        case let .hueRotation(degrees):
            out.append(out.takeGroup().map { DisplayItemFilters.recolor($0, DisplayItemFilters.hueRotation(degrees)) })
        case let .brightness(amount):
            out.append(out.takeGroup().map { DisplayItemFilters.recolor($0, DisplayItemFilters.brightness(amount)) })
        case let .saturation(amount):
            out.append(out.takeGroup().map { DisplayItemFilters.recolor($0, DisplayItemFilters.saturation(amount)) })
        }
    }

    /// The projection on the screen (x right, y down) of a rotation by
    /// `degrees` about the unit `axis`: the top-left 2 × 2 block `M` of the
    /// 3D rotation matrix (Rodrigues), written as
    /// `R(outer) · diag(scaleX, scaleY) · R(inner)` (its singular value
    /// decomposition), which two nested display transforms can draw.
    static func projectedRotation(degrees: Double, axis: (Double, Double, Double)) -> (outer: Double, scaleX: Double, scaleY: Double, inner: Double) {
        let n = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        guard n > 0 else { return (0, 1, 1, 0) }
        let (x, y, z) = (axis.0 / n, axis.1 / n, axis.2 / n)
        let t = degrees * Double.pi / 180
        let c = cos(t), s = sin(t), k = 1 - c
        let a = c + x * x * k, b = x * y * k - z * s
        let cc = y * x * k + z * s, d = c + y * y * k
        // A turn about x or y alone projects to a scale: no rotations needed.
        if abs(b) < 1e-12, abs(cc) < 1e-12 { return (0, a, d, 0) }
        // M = [[a, b], [cc, d]] = R(φ) · diag(sx, sy) · R(θ).
        let e = (a + d) / 2, f = (a - d) / 2, g = (cc + b) / 2, h = (cc - b) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
        let a1 = atan2(g, f), a2 = atan2(h, e)
        let theta = (a2 - a1) / 2, phi = (a2 + a1) / 2
        return (phi * 180 / Double.pi, q + r, q - r, theta * 180 / Double.pi)
    }
}

extension _VisualEffectStep {
    /// True when the step can move drawing outside the frame (so what is
    /// outside the visible area may show after it).
    var movesDrawing: Bool {
        switch self {
        case .opacity, .hueRotation, .brightness, .saturation: return false
        case let .scale(x, y, _): return x != 1 || y != 1
        case let .rotation(d, _), let .rotation3D(d, _, _, _, _): return d != 0
        case let .offset(x, y): return x != 0 || y != 0
        case let .blur(r): return r > 0
        }
    }
}
