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
    /// pass over its 4 MB; in the rows between the first and the last
    /// changed one only the columns outside the edges found so far are
    /// compared (`memcmp` again), and a stretch that differs is searched
    /// word by word for the new edge.
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
                // Each row's stretches outside the columns found so far are
                // compared with `memcmp` first; only one that differs is
                // searched word by word for its first difference.
                for y in top...bottom {
                    let base = y * width
                    if left > 0 && memcmp(pa + base * 4, pb + base * 4, left * 4) != 0 {
                        var x = 0
                        while wa[base + x] == wb[base + x] { x += 1 }
                        left = x
                    }
                    if right < width - 1
                        && memcmp(pa + (base + right + 1) * 4, pb + (base + right + 1) * 4, (width - 1 - right) * 4) != 0 {
                        var r = width - 1
                        while wa[base + r] == wb[base + r] { r -= 1 }
                        right = r
                    }
                }
                guard right >= left else { return nil }
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
