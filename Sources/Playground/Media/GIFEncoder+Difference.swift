#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GIFEncoder {
    /// The smallest rectangle of pixels (all four bytes compared) that differ
    /// between two well-formed images of `width` × `height`, or nil when
    /// they are byte for byte identical.
    ///
    /// Cost: whole rows are compared with `memcmp` (vectorised by libc) from
    /// the top and from the bottom, so an unchanged 1280×800 frame costs one
    /// pass over its 4 MB; only the rows between the first and the last
    /// changed one are searched word by word for the left and right edges,
    /// from both sides.
    static func changedRectangle(_ current: [UInt8], _ previous: [UInt8], width: Int, height: Int) -> PixelRect? {
        precondition(current.count == width * height * 4 && previous.count == current.count, "images of the canvas size")
        guard width > 0, height > 0 else { return nil }
        let rowBytes = width * 4
        return current.withUnsafeBytes { a in
            previous.withUnsafeBytes { b in
                let pa = a.baseAddress!, pb = b.baseAddress!
                func rowDiffers(_ y: Int) -> Bool { memcmp(pa + y * rowBytes, pb + y * rowBytes, rowBytes) != 0 }
                var top = 0
                while top < height && !rowDiffers(top) { top += 1 }
                guard top < height else { return nil }
                var bottom = height - 1
                while bottom > top && !rowDiffers(bottom) { bottom -= 1 }
                let wa = a.bindMemory(to: UInt32.self), wb = b.bindMemory(to: UInt32.self)
                var left = width, right = -1
                for y in top...bottom {
                    let base = y * width
                    var x = 0
                    while x < left && wa[base + x] == wb[base + x] { x += 1 }
                    if x < left { left = x }
                    var r = width - 1
                    while r > right && wa[base + r] == wb[base + r] { r -= 1 }
                    if r > right { right = r }
                }
                guard right >= left else { return nil }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
