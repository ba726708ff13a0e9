import Foundation

extension GeometryProxy {
    /// iOS 17's `bounds(of:)`: the bounds of the coordinate space's
    /// container in this view's own coordinates (a scroll view: its visible
    /// rect, from this view's origin); nil when no such container is around.
    public func bounds(of space: CoordinateSpace) -> CGRect? {
        let container: CGRect?
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: container = nil
        case .named(let name): container = namedSpaces.last(where: { $0.name == name })?.frame
        case .scrollView: container = scrollViews.last?.frame
        case ._scrollView(let axis):
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            container = scrollViews.last { $0.axes.contains(set) }?.frame
        }
        guard let container else { return nil }
        return CGRect(x: container.minX - globalFrame.minX, y: container.minY - globalFrame.minY, width: container.width, height: container.height)
    }
}
