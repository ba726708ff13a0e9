import ScrollKitCore

extension RGBAImage {
    /// The whole image as a pixel rectangle at (0, 0).
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// True when every pixel has alpha 255 (an empty image counts as opaque).
    var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in  // reads p.count bytes: safe for any array
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// The pixel at (x, y) as a colour; transparent black outside the image.
    package func color(x: Int, y: Int) -> RGBColor {
        let i = (y * width + x) * 4
        guard x >= 0, y >= 0, x < width, y < height, i + 3 < pixels.count else { return RGBColor(r: 0, g: 0, b: 0, a: 0) }
        return RGBColor(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// Sets the pixel at (x, y); does nothing outside the image.
    package mutating func setColor(_ color: RGBColor, x: Int, y: Int) {
        let i = (y * width + x) * 4
        guard x >= 0, y >= 0, x < width, y < height, i + 3 < pixels.count else { return }
        pixels[i] = color.r
        pixels[i + 1] = color.g
        pixels[i + 2] = color.b
        pixels[i + 3] = color.a
    }

    /// Fills `rect` (clipped to the image) with `color`, replacing what was there.
    package mutating func fill(_ rect: PixelRect, with color: RGBColor) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        if !isWellFormed { self = wellFormed }
        let w = width
        pixels.withUnsafeMutableBufferPointer { p in
            for y in r.y..<r.maxY {
                var i = (y * w + r.x) * 4
                for _ in 0..<r.width {
                    p[i] = color.r
                    p[i + 1] = color.g
                    p[i + 2] = color.b
                    p[i + 3] = color.a
                    i += 4
                }
            }
        }
    }

    /// The part of the image inside `rect`, clipped to the image (possibly empty).
    func crop(_ rect: PixelRect) -> RGBAImage {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return RGBAImage(width: 0, height: 0) }
        guard isWellFormed else { return wellFormed.crop(rect) }
        let rowBytes = r.width * 4
        let sourceWidth = width
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * r.height) { out, initialized in
            pixels.withUnsafeBufferPointer { src in
                for row in 0..<r.height {
                    let from = ((r.y + row) * sourceWidth + r.x) * 4
                    let to = row * rowBytes
                    for k in 0..<rowBytes { out[to + k] = src[from + k] }
                }
            }
            initialized = rowBytes * r.height
        }
        return RGBAImage(width: r.width, height: r.height, pixels: bytes)
    }

    /// Copies `source` into this image with its top-left corner at `origin`
    /// (pixels replace, no blending). Parts falling outside are clipped away;
    /// negative origins are fine.
    package mutating func blit(_ source: RGBAImage, at origin: (x: Int, y: Int)) {
        let target = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
            .intersection(bounds)
        guard !target.isEmpty else { return }
        if !isWellFormed { self = wellFormed }
        let source = source.wellFormed
        let rowBytes = target.width * 4
        let dw = width, sw = source.width
        pixels.withUnsafeMutableBufferPointer { dst in
            source.pixels.withUnsafeBufferPointer { src in
                for row in 0..<target.height {
                    let y = target.y + row
                    let to = (y * dw + target.x) * 4
                    let from = ((y - origin.y) * sw + (target.x - origin.x)) * 4
                    for k in 0..<rowBytes { dst[to + k] = src[from + k] }
                }
            }
        }
    }

    /// This image placed at the top-left of a `width`×`height` canvas filled
    /// with `background`: cropped when larger, padded when smaller, returned
    /// unchanged when the size already matches.
    func fitted(width: Int, height: Int, background: RGBColor) -> RGBAImage {
        if width == self.width && height == self.height { return wellFormed }
        var canvas = RGBAImage(width: max(0, width), height: max(0, height),
                               fill: (background.r, background.g, background.b, background.a))
        canvas.blit(self, at: (x: 0, y: 0))
        return canvas
    }

    /// A sheet of `frames` tiled left to right, top to bottom, `columns` per
    /// row, each cell as large as the largest frame, `spacing` pixels between
    /// cells and around the edge, on `background`. Used by `--filmstrip`.
    /// `columns` is clamped to 1…frames.count; no frames give a 0×0 image.
    package static func filmstrip(_ frames: [RGBAImage], columns: Int, spacing: Int = 0,
                          background: RGBColor = RGBColor(r: 0, g: 0, b: 0)) -> RGBAImage {
        guard !frames.isEmpty else { return RGBAImage(width: 0, height: 0) }
        let cols = min(max(columns, 1), frames.count)
        let rows = (frames.count + cols - 1) / cols
        let gap = max(spacing, 0)
        let cellW = frames.map(\.width).max() ?? 0
        let cellH = frames.map(\.height).max() ?? 0
        var sheet = RGBAImage(width: cols * cellW + (cols + 1) * gap,
                              height: rows * cellH + (rows + 1) * gap,
                              fill: (background.r, background.g, background.b, background.a))
        for (i, frame) in frames.enumerated() {
            let x = gap + (i % cols) * (cellW + gap)
            let y = gap + (i / cols) * (cellH + gap)
            sheet.blit(frame, at: (x: x, y: y))
        }
        return sheet
    }
}

extension RGBAImage {
    /// True when `pixels` holds exactly `width * height * 4` bytes. `pixels`
    /// is a public `var`, so code that walks it with unsafe pointers checks
    /// this first (see `wellFormed`).
    var isWellFormed: Bool { width >= 0 && height >= 0 && pixels.count == width * height * 4 }

    /// This image, or a copy whose `pixels` are cut or zero-padded to
    /// `width * height * 4` bytes when someone resized the array.
    package var wellFormed: RGBAImage {
        if isWellFormed { return self }
        let count = max(0, width) * max(0, height) * 4
        var bytes = Array(pixels.prefix(count))
        bytes += [UInt8](repeating: 0, count: count - bytes.count)
        return RGBAImage(width: max(0, width), height: max(0, height), pixels: bytes)
    }
}
