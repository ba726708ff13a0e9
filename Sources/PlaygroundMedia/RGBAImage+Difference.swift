extension RGBAImage {
    /// The smallest rectangle holding every pixel (all four channels compared)
    /// that differs between `previous` and this image, or nil when they are
    /// identical. Images of different sizes differ everywhere: the answer is
    /// this image's bounds (nil only if this image is empty too).
    ///
    /// Cost: whole rows are compared a pixel word at a time from the top and the
    /// bottom; only the rows between are scanned from both sides for columns.
    func differenceBounds(from previous: RGBAImage) -> PixelRect? {
        guard previous.width == width, previous.height == height else {
            return width == 0 || height == 0 ? nil : bounds
        }
        guard width > 0, height > 0 else { return nil }
        guard isWellFormed, previous.isWellFormed else { return bounds }
        let w = width, h = height
        return pixels.withUnsafeBytes { a in
            previous.pixels.withUnsafeBytes { b in
                a.withMemoryRebound(to: UInt32.self) { pa in
                    b.withMemoryRebound(to: UInt32.self) { pb in
                        Self.scanDifference(pa, pb, width: w, height: h)
                    }
                }
            }
        }
    }

    /// Per pixel as `UInt32` words; `a` and `b` hold `width * height` words each.
    private static func scanDifference(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
                                       width: Int, height: Int) -> PixelRect? {
        func rowDiffers(_ y: Int) -> Bool {
            var i = y * width
            let end = i + width
            while i < end {
                if a[i] != b[i] { return true }
                i += 1
            }
            return false
        }
        var top = 0
        while top < height && !rowDiffers(top) { top += 1 }
        guard top < height else { return nil }
        var bottom = height - 1
        while bottom > top && !rowDiffers(bottom) { bottom -= 1 }
        // Columns: shrink [left, right] from both sides over rows top...bottom.
        var left = width
        var right = -1
        for y in top...bottom {
            let base = y * width
            var x = 0
            let leftLimit = min(left, width)
            while x < leftLimit && a[base + x] == b[base + x] { x += 1 }
            if x < left && x < width { left = x }
            var r = width - 1
            while r > right && a[base + r] == b[base + r] { r -= 1 }
            if r > right { right = r }
        }
        guard right >= left else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
