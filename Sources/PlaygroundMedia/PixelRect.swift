/// An axis-aligned rectangle of whole pixels: `x`, `y` is its top-left pixel,
/// `width` × `height` its size in pixels. Used by the image code, where
/// `ScrollKitCore.Rect`'s doubles would only add rounding questions.
///
/// Invariant (kept by every producer in this module): `width >= 0`, `height >= 0`.
package struct PixelRect: Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// One past the right-most column.
    package var maxX: Int { x + width }
    /// One past the bottom row.
    package var maxY: Int { y + height }
    /// Number of pixels covered.
    var area: Int { width * height }
    package var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap of two rectangles (empty, at `self`'s origin, when they do not meet).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return PixelRect(x: x, y: y, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both (an empty rectangle counts for nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = Swift.min(x, other.x)
        let top = Swift.min(y, other.y)
        return PixelRect(x: left, y: top,
                         width: Swift.max(maxX, other.maxX) - left,
                         height: Swift.max(maxY, other.maxY) - top)
    }
}
