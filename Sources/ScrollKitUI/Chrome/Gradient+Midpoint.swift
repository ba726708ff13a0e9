extension Gradient {
    /// The gradient's colour at `location` (0 at the first stop's end of the
    /// axis, 1 at the last), as SwiftUI interpolates between the two stops
    /// around it, in premultiplied colour (so `clear` → `black` is black at
    /// 50 % opacity half way, never gray); before the first stop its
    /// colour, after the last the last's. Stops are taken in order of
    /// location.
    func resolvedColor(at location: CGFloat, in context: _ShapeStyleContext) -> _ResolvedColor {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return Color.clear._resolve(in: context) }
        if location <= first.location { return first.color._resolve(in: context) }
        if location >= last.location { return last.color._resolve(in: context) }
        let after = sorted.firstIndex { $0.location > location } ?? sorted.count - 1
        let a = sorted[after - 1], b = sorted[after]
        let t = Double((location - a.location) / (b.location - a.location))
        let ca = a.color._resolve(in: context), cb = b.color._resolve(in: context)
        let opacity = ca.opacity + (cb.opacity - ca.opacity) * t
        func channel(_ x: Double, _ y: Double) -> Double {
            guard opacity > 0 else { return x + (y - x) * t }
            return (x * ca.opacity + (y * cb.opacity - x * ca.opacity) * t) / opacity
        }
        return _ResolvedColor(
            red: channel(ca.red, cb.red), green: channel(ca.green, cb.green), blue: channel(ca.blue, cb.blue), opacity: opacity)
    }
}
