extension LayoutEnvironment {
    /// `frame` with each of its `edges` that lies on the safe area's edge
    /// moved out to the container's (absolute), as SwiftUI extends a view
    /// that touches the safe area into it; an edge inside the safe area, or
    /// any edge when the safe area is unknown, stays where it is.
    func expanded(_ frame: CGRect, into edges: Edge.Set) -> CGRect {
        guard !safeArea.isNull, !bounds.isNull else { return frame }
        func on(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.leading), on(minX, safeArea.minX) { minX = Swift.min(minX, bounds.minX) }
        if edges.contains(.top), on(minY, safeArea.minY) { minY = Swift.min(minY, bounds.minY) }
        if edges.contains(.trailing), on(maxX, safeArea.maxX) { maxX = Swift.max(maxX, bounds.maxX) }
        if edges.contains(.bottom), on(maxY, safeArea.maxY) { maxY = Swift.max(maxY, bounds.maxY) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
