import Foundation

/// What a `GeometryReader` tells its content: its size, its frame in each
/// coordinate space, and how far the safe area reaches into it.
public struct GeometryProxy {
    /// The reader's size, points (what it was proposed).
    public let size: CGSize
    /// The device's safe area insets on the edges where the reader reaches
    /// the safe area's edge, points (0 on an edge inside it, and inside a
    /// scroll view's content).
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in the container (`.global`).
    let globalFrame: CGRect
    /// Enclosing named spaces' frames (global), outermost first.
    let namedSpaces: [(name: AnyHashable, frame: CGRect)]
    /// The enclosing scroll views' frames (global) and axes, outermost first.
    let scrollViews: [(frame: CGRect, axes: Axis.Set)]

    /// The reader's frame in `space` (see `CoordinateSpace`).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let origin = namedSpaces.last(where: { $0.name == name })?.frame.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        case .scrollView:
            return relative(to: scrollViews.last?.frame)
        case ._scrollView(let axis):
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            return relative(to: scrollViews.last { $0.axes.contains(set) }?.frame)
        }
    }

    /// The reader's frame from `space`'s origin; global without one.
    private func relative(to space: CGRect?) -> CGRect {
        guard let origin = space?.origin else { return globalFrame }
        return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}
