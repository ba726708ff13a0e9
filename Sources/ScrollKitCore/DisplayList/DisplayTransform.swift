import Foundation

/// An offset, scale and rotation about an anchor (SwiftUI's `.offset`,
/// `.scaleEffect` and `.rotationEffect`): a point `p` of the children maps
/// to `anchor + R(rotation) · S(scaleX, scaleY) · (p − anchor) + offset`.
public struct DisplayTransform: Hashable, Sendable {
    /// Added last, points.
    public var offset: Vector
    /// Horizontal scale about `anchor`.
    public var scaleX: Double
    /// Vertical scale about `anchor`.
    public var scaleY: Double
    /// Clockwise rotation about `anchor`, degrees (y points down).
    public var rotation: Double
    /// The fixed point of the scale and rotation, in the children's space.
    public var anchor: Point

    public init(offset: Vector = .zero, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0, anchor: Point = .zero) {
        self.offset = offset
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.anchor = anchor
    }

    public static let identity = DisplayTransform()

    /// True when it moves nothing.
    public var isIdentity: Bool { self.offset == .zero && scaleX == 1 && scaleY == 1 && rotation == 0 }

    /// True when rectangles stay axis-aligned rectangles (no rotation).
    public var keepsAxes: Bool { rotation == 0 }

    /// `p` in the parent's coordinates.
    public func apply(_ p: Point) -> Point {
        let x = (p.x - anchor.x) * scaleX
        let y = (p.y - anchor.y) * scaleY
        let radians = rotation * Double.pi / 180
        let c = Foundation.cos(radians)
        let s = Foundation.sin(radians)
        return Point(x: anchor.x + c * x - s * y + offset.dx, y: anchor.y + s * x + c * y + offset.dy)
    }

    /// `rect` in the parent's coordinates when `keepsAxes` (a negative
    /// scale flips it, the result is normalised); otherwise the bounding box
    /// of its four corners.
    public func apply(_ rect: Rect) -> Rect {
        let corners = [
            apply(Point(x: rect.minX, y: rect.minY)), apply(Point(x: rect.maxX, y: rect.minY)),
            apply(Point(x: rect.minX, y: rect.maxY)), apply(Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// The same map as an affine matrix (a, b, c, d, tx, ty) taking (x, y)
    /// to (a x + c y + tx, b x + d y + ty).
    public func matrix() -> (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let radians = rotation * Double.pi / 180
        let cs = Foundation.cos(radians)
        let sn = Foundation.sin(radians)
        let a = cs * scaleX, b = sn * scaleX, c = -sn * scaleY, d = cs * scaleY
        let tx = anchor.x - a * anchor.x - c * anchor.y + offset.dx
        let ty = anchor.y - b * anchor.x - d * anchor.y + offset.dy
        return (a, b, c, d, tx, ty)
    }
}
