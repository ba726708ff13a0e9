// Effects computed from where the view is: `.visualEffect` with a
// geometry proxy, `.shadow`.

extension View {
    /// The effects `effect` makes from an `EmptyVisualEffect` and the
    /// view's geometry when it is placed (`proxy.frame(in: .scrollView)`
    /// moves as the content scrolls); the layout does not change.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, state in
            VisualEffectNode(child: node) { frame, _, out in
                let scrolls = out.openScrollViews.map { (frame: out.scrollViews[$0].frame, axes: out.scrollViews[$0].axes) }
                let proxy = GeometryProxy(
                    size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame,
                    namedSpaces: state.coordinateSpaces, scrollViews: scrolls)
                return effect(EmptyVisualEffect(), proxy)._steps
            }
        }
    }

    /// A shadow, approximated: what the view draws, every colour replaced
    /// by `color`, moved by (x, y), drawn behind it five times at 40 %
    /// (in place and moved by ±radius/2 on both axes) as `blur` does.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, env, _ in
            let rgb = env.resolve(color).rgb
            return ItemFilterNode(child: node, growsDrawing: true) {
                DisplayItemFilters.shadow($0, color: rgb, radius: radius, x: x, y: y)
            }
        }
    }

    /// Approximated: see `DisplayItemFilters.blur`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            ItemFilterNode(child: node, growsDrawing: true) { DisplayItemFilters.blur($0, radius: radius) }
        }
    }

    /// Every colour's hue turned by `angle` (HSB).
    public func hueRotation(_ angle: Angle) -> _ModifiedView<Self> {
        recolored(DisplayItemFilters.hueRotation(angle.degrees))
    }

    /// `amount` added to every colour channel (0 no change, 1 white).
    public func brightness(_ amount: Double) -> _ModifiedView<Self> {
        recolored(DisplayItemFilters.brightness(amount))
    }

    /// Every colour moved toward its luminance (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> _ModifiedView<Self> {
        recolored(DisplayItemFilters.saturation(amount))
    }

    /// `saturation(1 − amount)`.
    public func grayscale(_ amount: Double) -> _ModifiedView<Self> {
        recolored(DisplayItemFilters.saturation(1 - amount))
    }

    private func recolored(_ f: @escaping (RGBColor) -> RGBColor) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, _ in
            ItemFilterNode(child: node, growsDrawing: false) { $0.map { DisplayItemFilters.recolor($0, f) } }
        }
    }
}
