import Foundation

// Foundation's geometry, which SwiftUI's names use (`ScrollTarget.rect`,
// `context.containerSize`), read by axis as the engine's own `Point`,
// `Size` and `Vector` are, so the built-in behaviors are written once for
// both axes; and the exact conversions between the two (CGFloat is Double
// on every platform the playground runs on, so nothing is rounded).

extension CGSize {
    /// The length along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    package init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}

extension CGVector {
    /// The component along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? dx : dy }
        set { if axis == .horizontal { dx = newValue } else { dy = newValue } }
    }

    package init(_ vector: Vector) {
        self.init(dx: vector.dx, dy: vector.dy)
    }
}

extension CGRect {
    /// The leading edge along `axis` (the origin's coordinate, as `Rect`'s).
    package func min(_ axis: Axis) -> CGFloat { origin[axis] }
    /// The trailing edge along `axis` (origin plus size, as `Rect`'s).
    package func max(_ axis: Axis) -> CGFloat { origin[axis] + size[axis] }

    package init(_ rect: Rect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}

extension Size {
    package init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
}

extension Point {
    package init(_ point: CGPoint) {
        self.init(x: point.x, y: point.y)
    }
}

extension Vector {
    package init(_ vector: CGVector) {
        self.init(dx: vector.dx, dy: vector.dy)
    }
}

extension Rect {
    /// `rect` as it is stored (origin and size, not standardized).
    package init(_ rect: CGRect) {
        self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}
