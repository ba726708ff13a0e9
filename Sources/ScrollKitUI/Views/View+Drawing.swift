// Drawing modifiers: backgrounds, overlays, borders, opacity, clips,
// transforms, and the styles handed down to text and shapes.
public import ScrollKitCore

extension View {
    /// `style` behind the view, filling its frame grown under the safe
    /// area on `edges` where it touches it (`StyleFillNode`).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _ModifiedView<Self> {
        layered(style, ignoresSafeAreaEdges: edges, isBackground: true)
    }

    /// `content` behind the view, offered its size, at `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _ModifiedView<Self> {
        layered(content(), alignment: alignment, isBackground: true)
    }

    /// `view` behind the view, offered its size, at `alignment`. Disfavoured
    /// as SwiftUI deprecates it: `.background(Color.red)` is the style one,
    /// which reaches under the safe area.
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> _ModifiedView<Self> {
        layered(view, alignment: alignment, isBackground: true)
    }

    /// `style` over the view, filling its frame grown under the safe area
    /// on `edges` where it touches it (`StyleFillNode`).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _ModifiedView<Self> {
        layered(style, ignoresSafeAreaEdges: edges, isBackground: false)
    }

    /// `content` over the view, offered its size, at `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _ModifiedView<Self> {
        layered(content(), alignment: alignment, isBackground: false)
    }

    /// `view` over the view, offered its size, at `alignment` (disfavoured
    /// beside the style one, as `background`'s).
    @_disfavoredOverload
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> _ModifiedView<Self> {
        layered(view, alignment: alignment, isBackground: false)
    }

    /// A border `width` points wide inside the view's frame, as SwiftUI's `.border`.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, env, _ in
            let stroke = ShapeNode(kind: .rectangle, paint: .stroke(env.resolve(style).rgb, lineWidth: Double(width), placement: .inside))
            return OverlayNode(primary: node, secondary: stroke, alignment: .center, isBackground: false)
        }
    }

    /// Everything the view draws, faded to `opacity`.
    public func opacity(_ opacity: Double) -> _ModifiedView<Self> {
        effect { $0.opacity = opacity }
    }

    /// Drawing clipped to the frame.
    public func clipped() -> _ModifiedView<Self> {
        effect { $0.clip = .rectangle }
    }

    /// Drawing clipped to `shape` in the frame.
    public func clipShape<S: Shape>(_ shape: S) -> _ModifiedView<Self> {
        let kind = shape._outline.kind
        return effect { $0.clip = kind }
    }

    /// Drawing clipped to the frame with corners rounded by `radius`.
    public func cornerRadius(_ radius: CGFloat) -> _ModifiedView<Self> {
        effect { $0.clip = .roundedRectangle(radius, .circular) }
    }

    /// Drawn scaled by `scale` about `anchor`; the layout does not change.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedView<Self> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Drawn scaled by (x, y) about `anchor`; the layout does not change.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ModifiedView<Self> {
        effect {
            $0.scale = CGSize(width: x, height: y)
            $0.anchor = anchor
        }
    }

    /// Drawn rotated clockwise by `angle` about `anchor`; the layout does not change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedView<Self> {
        effect {
            $0.rotationDegrees = angle.degrees
            $0.anchor = anchor
        }
    }

    /// The style text and shapes inside draw with.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.foreground = AnyShapeStyle(style) })
    }

    /// The colour text and shapes inside draw with.
    public func foregroundColor(_ color: Color?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.foreground = color.map { AnyShapeStyle($0) } })
    }

    /// The font of text inside.
    public func font(_ font: Font?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.font = font })
    }

    /// How lines of text inside line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.textAlignment = alignment })
    }

    /// At most `limit` lines for text inside (nil: no limit).
    public func lineLimit(_ limit: Int?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.lineLimit = limit })
    }

    /// `style` filling the view's frame, behind or in front of it.
    func layered<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set, isBackground: Bool) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, env, _ in
            let fill = ShapeNode(kind: .rectangle, paint: .fill(env.resolve(style).rgb))
            return OverlayNode(
                primary: node, secondary: StyleFillNode(fill: fill, edges: edges), alignment: .center, isBackground: isBackground)
        }
    }

    /// `view` offered the view's size, at `alignment`, behind or in front of it.
    func layered<V: View>(_ view: V, alignment: Alignment, isBackground: Bool) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, env, state in
            var inner = env
            inner.stackAxis = nil
            let secondary = resolveSingle(view, inner, state)
            return OverlayNode(primary: node, secondary: secondary, alignment: alignment, isBackground: isBackground)
        }
    }
}
