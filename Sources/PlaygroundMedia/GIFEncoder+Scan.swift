import ScrollKitCore

// One pass over a frame's changed rectangle: its colours, changed colours,
// opacity and per-pixel slots, from which every candidate is a lookup away.

extension GIFEncoder {
    /// What one pass over a frame's rectangle learnt: its colours, those
    /// of its changed pixels, how many are unchanged, whether all are
    /// opaque; and, while `all` holds every colour, each pixel's slot in it
    /// (`slotBuffer`) and unchanged flag (`unchangedBuffer`), row by row,
    /// from which every candidate's indices are a table lookup away.
    struct Scan {
        var all: GIFColorSet
        var changed: GIFColorSet
        var unchanged: Int
        var isOpaque: Bool
        /// `slotBuffer` holds the slots (false once `all` overflowed).
        var hasSlots: Bool { !all.overflowed }
    }

    /// One pass over `rect`: colours, changed colours, unchanged count and
    /// flags, slots, opacity. The colour map is consulted only where the
    /// colour changes from the previous pixel (flat runs are most of a
    /// frame), and counts are added per run; past 256 colours it starts
    /// over without slots (`scanWithoutSlots`).
    func scan(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect) -> Scan {
        let w = width
        let area = rect.area
        let differencing = previous != nil
        if slotBuffer.count < area { slotBuffer = [UInt8](repeating: 0, count: area) }
        if differencing && unchangedBuffer.count < area { unchangedBuffer = [UInt8](repeating: 0, count: area) }
        var map = ColorIndexMap(capacity: 256)
        var keys: [UInt32] = []
        keys.reserveCapacity(256)
        var allCounts = [Int](repeating: 0, count: 256)
        var changedCounts = [Int](repeating: 0, count: 256)
        /// Slots in order of their first changed pixel.
        var changedOrder: [Int] = []
        var alpha: UInt32 = 0xFFFF_FFFF
        let complete: Bool = frame.pixels.withUnsafeBytes { raw in
            let cur = raw.bindMemory(to: UInt32.self)
            return (previous ?? frame).pixels.withUnsafeBytes { praw in
                let prev = praw.bindMemory(to: UInt32.self)
                return slotBuffer.withUnsafeMutableBufferPointer { slotsBuffer in
                    unchangedBuffer.withUnsafeMutableBufferPointer { sameBuffer in
                        allCounts.withUnsafeMutableBufferPointer { all in
                            changedCounts.withUnsafeMutableBufferPointer { changed in
                                withUnsafeTemporaryAllocation(of: Bool.self, capacity: 256) { seen in
                                    seen.initialize(repeating: false)
                                    let slots = slotsBuffer.baseAddress!
                                    let same = differencing ? sameBuffer.baseAddress : nil
                                    var lastKey = cur[rect.y * w + rect.x]
                                    alpha = lastKey
                                    map.set(0, forRawPixel: lastKey)
                                    keys.append(lastKey)
                                    var lastSlot = 0
                                    var run = 0, changedRun = 0
                                    var o = 0
                                    let curBase = UnsafeRawPointer(cur.baseAddress!)
                                    let prevBase = UnsafeRawPointer(prev.baseAddress!)
                                    for y in rect.y..<rect.maxY {
                                        var i = y * w + rect.x
                                        let rowEnd = i + rect.width
                                        while i < rowEnd {
                                            // Eight pixels at once while they continue the run
                                            // (flat areas are most of a frame).
                                            if i + 8 <= rowEnd {
                                                // As four words of two pixels (`==` on SIMD8 compiled
                                                // to a loop over the lanes).
                                                let pair = UInt64(lastKey) << 32 | UInt64(lastKey)
                                                let p0 = curBase.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
                                                let p1 = curBase.loadUnaligned(fromByteOffset: i * 4 + 8, as: UInt64.self)
                                                let p2 = curBase.loadUnaligned(fromByteOffset: i * 4 + 16, as: UInt64.self)
                                                let p3 = curBase.loadUnaligned(fromByteOffset: i * 4 + 24, as: UInt64.self)
                                                if (p0 ^ pair) | (p1 ^ pair) | (p2 ^ pair) | (p3 ^ pair) == 0 {
                                                    let eight = SIMD8<UInt32>(repeating: lastKey)
                                                    UnsafeMutableRawPointer(slots + o).storeBytes(
                                                        of: SIMD8<UInt8>(repeating: UInt8(truncatingIfNeeded: lastSlot)),
                                                        as: SIMD8<UInt8>.self)
                                                    if let same {
                                                        let before = prevBase.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                                                        var flags = SIMD8<UInt32>(repeating: 0)
                                                        flags.replace(with: 1, where: eight .== before)
                                                        UnsafeMutableRawPointer(same + o).storeBytes(
                                                            of: SIMD8<UInt8>(truncatingIfNeeded: flags), as: SIMD8<UInt8>.self)
                                                        changedRun &+= 8 &- Int(flags.wrappedSum())
                                                    }
                                                    run += 8
                                                    i += 8
                                                    o += 8
                                                    continue
                                                }
                                            }
                                            let key = cur[i]
                                            if key != lastKey {
                                                // Runs are disjoint and in order: the first run with a
                                                // changed pixel orders the slot among changed colours.
                                                all[lastSlot] += run
                                                changed[lastSlot] += changedRun
                                                if changedRun > 0 && !seen[lastSlot] {
                                                    seen[lastSlot] = true
                                                    changedOrder.append(lastSlot)
                                                }
                                                run = 0
                                                changedRun = 0
                                                lastKey = key
                                                alpha &= key
                                                if let slot = map.index(ofRawPixel: key) {
                                                    lastSlot = slot
                                                } else {
                                                    guard keys.count < 256 else { return false }
                                                    lastSlot = keys.count
                                                    map.set(lastSlot, forRawPixel: key)
                                                    keys.append(key)
                                                }
                                            }
                                            run += 1
                                            slots[o] = UInt8(truncatingIfNeeded: lastSlot)
                                            if let same {
                                                // Branch-free: changed and unchanged pixels interleave.
                                                let isSame = prev[i] == key ? 1 : 0
                                                same[o] = UInt8(truncatingIfNeeded: isSame)
                                                changedRun &+= 1 &- isSame
                                            }
                                            i += 1
                                            o += 1
                                        }
                                    }
                                    all[lastSlot] += run
                                    changed[lastSlot] += changedRun
                                    if changedRun > 0 && !seen[lastSlot] { changedOrder.append(lastSlot) }
                                    return true
                                }
                            }
                        }
                    }
                }
            }
        }
        guard complete else { return scanWithoutSlots(frame, previous: previous, rect: rect) }
        let all = GIFColorSet(limit: 256, keys: keys, counts: Array(allCounts.prefix(keys.count)))
        let changed = GIFColorSet(limit: 256, keys: changedOrder.map { keys[$0] }, counts: changedOrder.map { changedCounts[$0] })
        let unchanged = differencing ? area - changed.counts.reduce(0, +) : 0
        let opaqueAlpha = ColorIndexMap.rawPixel(RGBColor(r: 0, g: 0, b: 0, a: 255))
        return Scan(all: all, changed: changed, unchanged: unchanged, isOpaque: alpha & opaqueAlpha == opaqueAlpha)
    }

    /// The scan of a rectangle of more than 256 colours: the colour sets
    /// (`all` overflows), the unchanged count and opacity; no slots.
    func scanWithoutSlots(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect) -> Scan {
        var all = GIFColorSet(limit: 256)
        var changed = GIFColorSet(limit: 256)
        var unchanged = 0
        var alpha: UInt32 = 0xFFFF_FFFF
        let w = width
        frame.pixels.withUnsafeBytes { raw in
            let cur = raw.bindMemory(to: UInt32.self)
            (previous ?? frame).pixels.withUnsafeBytes { praw in
                let prev = praw.bindMemory(to: UInt32.self)
                for y in rect.y..<rect.maxY {
                    var i = y * w + rect.x
                    for _ in 0..<rect.width {
                        let key = cur[i]
                        alpha &= key
                        all.insert(key)
                        if previous != nil {
                            if prev[i] == key { unchanged += 1 } else { changed.insert(key) }
                        }
                        i += 1
                    }
                }
            }
        }
        let opaqueAlpha = ColorIndexMap.rawPixel(RGBColor(r: 0, g: 0, b: 0, a: 255))
        return Scan(all: all, changed: changed, unchanged: unchanged, isOpaque: alpha & opaqueAlpha == opaqueAlpha)
    }
}
