/// The built-in shapes as the layout draws them.
enum ShapeKind: Hashable {
    case rectangle
    case roundedRectangle(CGFloat, RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(RoundedCornerStyle)
    case unevenRoundedRectangle(RectangleCornerRadii, RoundedCornerStyle)

    /// The display-list shape and its frame for a view laid out in `frame`.
    func display(in frame: CGRect) -> (DisplayShapeKind, CGRect) {
        switch self {
        case .rectangle: return (.rectangle, frame)
        case .roundedRectangle(let r, let style):
            return (.roundedRectangle(cornerRadius: Double(r), style: style), frame)
        case .circle:
            let d = Swift.min(frame.width, frame.height)
            return (.ellipse, CGRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d))
        case .ellipse: return (.ellipse, frame)
        case .capsule(let style): return (.capsule(style: style), frame)
        case .unevenRoundedRectangle(let r, let style):
            let kind = DisplayShapeKind.unevenRoundedRectangle(
                topLeading: Double(r.topLeading), bottomLeading: Double(r.bottomLeading),
                bottomTrailing: Double(r.bottomTrailing), topTrailing: Double(r.topTrailing), style: style)
            return (kind, frame)
        }
    }
}
