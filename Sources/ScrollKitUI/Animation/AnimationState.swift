import Foundation
internal import ScrollKitCore

/// An animation in flight: what the picture was when it began, when it
/// began (engine time) and along which curve.
///
/// How a change animates here: every layout computes the new picture at
/// once (state changes immediately, as in SwiftUI); while an animation is
/// in flight the display list returned is the one shown when it began,
/// moved toward the new one by the curve's progress: frames, fill and text
/// colours and group opacities are interpolated item by item wherever the
/// two lists have the same structure (same count and kinds of items); an
/// item whose structure differs shows its new state at once. A new
/// animation starts from what is shown (mid-flight included). Everything
/// in the picture moves, not only the views whose values changed, and a
/// scroll during the animation is interpolated too.
struct AnimationState {
    let animation: Animation
    /// Engine time at the start, ns.
    let start: Int64
    let from: DisplayList

    /// A `withAnimation` transaction's animation (nil inside `withAnimation(nil)`),
    /// kept by the graph being evaluated while its body runs (`ViewGraph.transaction`).
    final class Box {
        let animation: Animation?
        init(_ animation: Animation?) { self.animation = animation }
    }

    /// `from` moved a `progress` of the way to `to`.
    static func interpolate(_ from: DisplayList, _ to: DisplayList, _ progress: Double) -> DisplayList {
        DisplayList(items(from.items, to.items, progress))
    }

    private static func items(_ a: [DisplayItem], _ b: [DisplayItem], _ p: Double) -> [DisplayItem] {
        guard a.count == b.count else { return b }
        return zip(a, b).map { item($0, $1, p) }
    }

    private static func item(_ a: DisplayItem, _ b: DisplayItem, _ p: Double) -> DisplayItem {
        switch (a, b) {
        case (.shape(let x), .shape(var y)) where x.kind == y.kind:
            y.frame = rect(x.frame, y.frame, p)
            if case .fill(let c0) = x.paint, case .fill(let c1) = y.paint { y.paint = .fill(color(c0, c1, p)) }
            return .shape(y)
        case (.text(let x), .text(var y)):
            y.frame = rect(x.frame, y.frame, p)
            y.color = color(x.color, y.color, p)
            return .text(y)
        case (.image(let x), .image(var y)):
            y.frame = rect(x.frame, y.frame, p)
            return .image(y)
        case (.group(let x), .group(var y)):
            y.opacity = Swift.min(1, Swift.max(0, lerp(x.opacity, y.opacity, p)))
            y.children = items(x.children, y.children, p)
            return .group(y)
        default:
            return b
        }
    }

    static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

    private static func rect(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(x: lerp(a.origin.x, b.origin.x, p), y: lerp(a.origin.y, b.origin.y, p),
             width: Swift.max(0, lerp(a.size.width, b.size.width, p)), height: Swift.max(0, lerp(a.size.height, b.size.height, p)))
    }

    private static func color(_ a: RGBColor, _ b: RGBColor, _ p: Double) -> RGBColor {
        func c(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(Swift.min(255, Swift.max(0, lerp(Double(x), Double(y), p).rounded()))) }
        return RGBColor(r: c(a.r, b.r), g: c(a.g, b.g), b: c(a.b, b.b), a: c(a.a, b.a))
    }
}

extension ViewGraph {
    /// `layout` as it is shown at the clock's time: the animation requested
    /// in this call (if any) starts from what was shown last; one in flight
    /// moves the picture toward `layout` (see `AnimationState`).
    func animated(_ layout: ViewLayout) -> ViewLayout {
        let store = reactive
        if let requested = store.requestedAnimation, let shown = store.lastShown {
            store.animation = AnimationState(animation: requested, start: clock.now, from: shown)
        }
        store.requestedAnimation = nil
        var out = layout
        if let flight = store.animation {
            let elapsed = Double(clock.now - flight.start) / 1e9
            if elapsed >= flight.animation.duration {
                store.animation = nil
            } else {
                let p = flight.animation.progress(at: elapsed)
                out.box = DisplayListBox(AnimationState.interpolate(flight.from, layout.displayList, p))
            }
        }
        store.lastShown = out.displayList
        return out
    }

    /// The animation in flight: its curve and the seconds since it began;
    /// nil when none.
    public var animationInFlight: (animation: Animation, elapsed: Double)? {
        reactive.animation.map { ($0.animation, Double(clock.now - $0.start) / 1e9) }
    }
}
