/// Drawing effects that leave layout alone: `.offset`, `.opacity`,
/// `.scaleEffect`, `.rotationEffect`, and the clips (`.clipped`,
/// `.clipShape`, `.cornerRadius`). The child is laid out in the same frame;
/// what it draws becomes one display-list group with the opacity, the clip
/// (in the child's frame) and the transform (scale and rotation about
/// `anchor`, a unit point of the frame, then the offset).
final class EffectNode: WrapperNode {
    var offset = CGSize.zero
    var opacity = 1.0
    var clip: ShapeKind?
    var scale = CGSize(width: 1, height: 1)
    var rotationDegrees = 0.0
    var anchor = UnitPoint.center

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let transform = DisplayTransform(
            offset: Vector(dx: Double(offset.width), dy: Double(offset.height)),
            scaleX: Double(scale.width), scaleY: Double(scale.height), rotation: rotationDegrees,
            anchor: Point(x: Double(frame.minX + frame.width * anchor.x), y: Double(frame.minY + frame.height * anchor.y)))
        var inner = env
        if transform.isIdentity {
            if clip != nil { inner.visible = inner.visible.intersection(frame) }
        } else {
            // What the child shows after moving can be anywhere: draw it all.
            inner.visible = .infinite
        }
        out.beginGroup()
        child.place(in: frame, inner, out)
        let displayClip = clip.map { kind -> DisplayClip in
            let (k, rect) = kind.display(in: frame)
            return DisplayClip(k, frame: rect.displayRect)
        }
        out.endGroup(opacity: Swift.min(Swift.max(opacity, 0), 1), clip: displayClip, transform: transform)
    }
}
