import PlaygroundMedia
extension RGBAImage {
    /// The image reduced `factor` times on each side with a box filter: each
    /// output pixel is the average of the `factor × factor` block of input
    /// pixels it covers (the blocks of the last row and column may be cut
    /// short by the image's edge and average the pixels they have), so thin
    /// lines fade to their true coverage instead of flickering in and out as
    /// nearest-neighbour sampling would.
    ///
    /// Colour channels are averaged weighted by alpha (an opaque image gets
    /// the plain average), rounded to nearest; alpha is the plain average.
    /// The output is `ceil(width / factor) × ceil(height / factor)`. A factor
    /// of 1 or less returns the image unchanged. Integer arithmetic only:
    /// the same input gives the same bytes everywhere.
    func downscaled(by factor: Int) -> RGBAImage {
        guard factor > 1, width > 0, height > 0 else { return wellFormed }
        let source = wellFormed
        let outW = (width + factor - 1) / factor
        let outH = (height + factor - 1) / factor
        let w = width
        let h = height
        var out = [UInt8](repeating: 0, count: outW * outH * 4)
        // Per output row: running sums for each output column.
        var sumR = [Int](repeating: 0, count: outW)
        var sumG = [Int](repeating: 0, count: outW)
        var sumB = [Int](repeating: 0, count: outW)
        var sumA = [Int](repeating: 0, count: outW)
        source.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for oy in 0..<outH {
                    for i in 0..<outW { sumR[i] = 0; sumG[i] = 0; sumB[i] = 0; sumA[i] = 0 }
                    let y0 = oy * factor
                    let y1 = Swift.min(y0 + factor, h)
                    for y in y0..<y1 {
                        var p = y * w * 4
                        for x in 0..<w {
                            let a = Int(src[p + 3])
                            let o = x / factor
                            sumR[o] += Int(src[p]) * a
                            sumG[o] += Int(src[p + 1]) * a
                            sumB[o] += Int(src[p + 2]) * a
                            sumA[o] += a
                            p += 4
                        }
                    }
                    let rows = y1 - y0
                    for ox in 0..<outW {
                        let columns = Swift.min(factor, w - ox * factor)
                        let count = rows * columns
                        let q = (oy * outW + ox) * 4
                        let alphaSum = sumA[ox]
                        if alphaSum > 0 {
                            dst[q] = UInt8((sumR[ox] + alphaSum / 2) / alphaSum)
                            dst[q + 1] = UInt8((sumG[ox] + alphaSum / 2) / alphaSum)
                            dst[q + 2] = UInt8((sumB[ox] + alphaSum / 2) / alphaSum)
                        }
                        dst[q + 3] = UInt8((alphaSum + count / 2) / count)
                    }
                }
            }
        }
        return RGBAImage(width: outW, height: outH, pixels: out)
    }
}
