/// The bench's stand-in for a renderer whose anti-aliasing coverage is
/// quantised (issue 11 works on one): frames of at most `limit` colours
/// drawn from the real renderer's frames.
extension RGBAImage {
    /// Reduces the image to at most `limit` distinct RGB colours (alpha set to
    /// 255) when it has more: the colours covering at least `minimumShare`
    /// of the pixels (the flat fills: stable from frame to frame), at most
    /// the `limit` most frequent of them (ties: the smaller packed value
    /// first, so the result is deterministic) and at least the most
    /// frequent one, stay as they are; every other colour (anti-aliased
    /// edge and text pixels, rare by nature) becomes its nearest kept
    /// colour by squared RGB distance. An image of at most `limit` colours
    /// stays unchanged (apart from alpha). `limit` is 1…256.
    mutating func reduceToCommonColors(limit: Int = 256, minimumShare: Double = 1.0 / 2000) {
        precondition((1...256).contains(limit), "limit is 1…256")
        pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            // Opaque first, so that colours differing only in alpha count as one.
            for i in px.indices { px[i] |= 0xFF00_0000 }
            var counts: [UInt32: Int] = [:]
            var last: UInt32 = px.first ?? 0
            var run = 0
            for key in px {
                if key == last { run += 1; continue }
                counts[last, default: 0] += run
                last = key
                run = 1
            }
            if run > 0 { counts[last, default: 0] += run }
            guard counts.count > limit else { return }
            let minimumCount = Int((Double(px.count) * minimumShare).rounded(.up))
            let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let kept = [sorted[0].key] + sorted.dropFirst().prefix(limit - 1).filter { $0.value >= minimumCount }.map(\.key)
            let search = NearestColorSearch(kept.map { key in
                (Int32(key & 0xFF), Int32(key >> 8 & 0xFF), Int32(key >> 16 & 0xFF))
            })
            var map = ColorIndexMap(capacity: counts.count)
            for (index, key) in kept.enumerated() { map.set(index, forRawPixel: key) }
            var lastKey: UInt32 = 0
            var lastValue: UInt32 = 0
            var hasLast = false
            for i in px.indices {
                let key = px[i]
                if hasLast && key == lastKey { px[i] = lastValue; continue }
                var index = 0
                if let found = map.index(ofRawPixel: key) {
                    index = found
                } else {
                    index = search.nearest(Int32(key & 0xFF), Int32(key >> 8 & 0xFF), Int32(key >> 16 & 0xFF))
                    map.set(index, forRawPixel: key)
                }
                lastKey = key
                lastValue = kept[index]
                hasLast = true
                px[i] = lastValue
            }
        }
    }
}
