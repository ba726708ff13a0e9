import ScrollKitCore

// Choosing each image's palette: the global table, a local table of all or
// of the changed colours, narrower codes, or a quantised palette past 256
// colours; the smallest candidate is kept.

extension GIFEncoder {
    // MARK: - Images

    /// One encoded image (graphic control extension, descriptor, optional
    /// local table, LZW data) with its delay left at 0.
    struct Candidate {
        var bytes: [UInt8]
        var newGlobalKeys: [UInt32]
        var isLocal: Bool
        var isQuantized: Bool
        var isTransparent: Bool
        var minCodeSize: Int
        /// The largest index the image data holds.
        var maxIndex: Int
        /// Encoded once in the predicted layout, not chosen among all.
        var usedPrediction = false
        /// Written in a fixed layout (`extraLayouts`), smaller than the free ones.
        var usedFixedLayout = false
    }

    /// Rectangles up to this many pixels whose colours would take narrower
    /// codes under a local table than under their global indices are also
    /// encoded with one, and the smaller image is kept. (With codes no
    /// narrower a local table can only add its own bytes.) Above 64 Ki
    /// pixels the second encoding cost up to a third of the encode time of
    /// a 1280×800 recording for under 0.6 % of its bytes.
    static let localRetryArea = 65_536

    func encodeImage(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect, scan: Scan) -> [UInt8] {
        let all = scan.all, changedColors = scan.changed, unchanged = scan.unchanged
        currentScan = scan
        defer { currentScan = nil }
        // Which transparency layout is smallest changes slowly along a
        // recording: large changes between checks take the last winner
        // (see `predictionArea`).
        checksLayout = imagesSinceLayoutCheck >= layoutSkip || layoutWinner == nil
        imagesSinceLayoutCheck = checksLayout ? 0 : imagesSinceLayoutCheck + 1
        let canDifference = previous != nil && options.usesTransparency && unchanged > 0
        let differenced = canDifference ? previous : nil
        var best: Candidate
        if previous == nil && rect.area > Self.exactChoiceArea && !all.overflowed,
           case let first = makeCandidate(frame, previous: nil, rect: rect, colors: all, local: true),
           first.bytes.count <= holdLimit - (held?.count ?? holdLimit) {
            // A large first frame takes a local table: most of it never
            // changes, and the global table is then filled, most used
            // first, by the colours of the changes that follow (gifsicle
            // orders its table by the images that need each colour). It
            // must fit the hold, or the header would go out with no table.
            best = first
        } else if !all.overflowed && (differenced == nil || all.keys.count <= 255) {
            // Exact, every colour listed: unchanged pixels are free to be
            // written as their colour or as transparent, whichever LZW prefers.
            best = makeCandidate(frame, previous: differenced, rect: rect, colors: all, local: false)
            // Narrower codes for the changed pixels' colours alone (gifsicle's
            // way: its codes are sized by what changed), fewer free pixels.
            if differenced != nil && !best.isLocal && scan.hasSlots,
               let size = narrowCodeSize(changedColors), size < best.minCodeSize {
                let narrow = makeCandidate(frame, previous: differenced, rect: rect, colors: all, local: false,
                                           narrowedTo: changedColors)
                if narrow.bytes.count < best.bytes.count {
                    best = narrow
                    statistics.narrowedImages += 1
                }
            }
            let localCodeSize = GIFLZWEncoder.minCodeSize(forMaxIndex: all.keys.count - (differenced == nil ? 1 : 0))
            if rect.area <= Self.localRetryArea && !best.isLocal && localCodeSize < best.minCodeSize {
                let local = makeCandidate(frame, previous: differenced, rect: rect, colors: all, local: true)
                if local.bytes.count < best.bytes.count { best = local }
            }
            // A local table anyway (the global one is full): one of the
            // changed pixels' colours alone, when that makes codes narrower,
            // may be smaller even though fewer unchanged pixels are then free
            // (gifsicle -O3 builds its local tables from changed pixels).
            if best.isLocal && differenced != nil && !changedColors.overflowed
                && GIFLZWEncoder.minCodeSize(forMaxIndex: changedColors.keys.count) < best.minCodeSize {
                let narrow = makeCandidate(frame, previous: differenced, rect: rect, colors: changedColors, local: true)
                if narrow.bytes.count < best.bytes.count { best = narrow }
            }
        } else if differenced != nil && (!changedColors.overflowed && changedColors.keys.count <= 255) {
            // The changed pixels alone fit: exact with every unchanged pixel
            // whose colour is not listed written transparent.
            best = makeCandidate(frame, previous: differenced, rect: rect, colors: changedColors, local: false)
        } else if !all.overflowed {
            // 256 colours, each among the changed pixels: no index is left
            // for transparency, so the rectangle is written opaque, exact.
            best = makeCandidate(frame, previous: nil, rect: rect, colors: all, local: false)
        } else {
            // Quantise once (it is costly), transparent when at least a
            // quarter of the rectangle is unchanged (fewer colours to fit,
            // and unchanged areas cannot flicker with the new palette).
            let transparent = differenced != nil && unchanged * 4 >= rect.area
            best = makeCandidate(frame, previous: transparent ? previous : nil, rect: rect,
                                 colors: transparent ? changedColors : all, local: true)
        }
        if !best.isLocal { maxGlobalIndex = max(maxGlobalIndex, best.maxIndex) }
        if !best.newGlobalKeys.isEmpty {
            for key in best.newGlobalKeys {
                globalLookup.set(globalKeys.count, forRawPixel: key)
                globalKeys.append(key)
            }
        }
        if rect != frame.bounds { statistics.croppedImages += 1 }
        if best.isLocal { statistics.localPaletteImages += 1 }
        if best.isQuantized { statistics.quantizedImages += 1 }
        if best.isTransparent { statistics.transparentImages += 1 }
        if best.usedFixedLayout { statistics.fixedLayoutImages += 1 }
        if best.isTransparent && !best.isQuantized {
            if best.usedPrediction { statistics.predictedLayouts += 1 } else { statistics.layoutChecks += 1 }
        }
        return best.bytes
    }

    /// The code size of an image of `changed`'s colours at their global
    /// indices plus the lowest index none of them takes (transparent); nil
    /// when one of them is not in the global table yet.
    func narrowCodeSize(_ changed: GIFColorSet) -> Int? {
        var used = [Bool](repeating: false, count: 256)
        var top = 0
        for key in changed.keys {
            guard let index = globalLookup.index(ofRawPixel: key) else { return nil }
            used[index] = true
            top = max(top, index)
        }
        return GIFLZWEncoder.minCodeSize(forMaxIndex: max(top, used.firstIndex(of: false) ?? 0))
    }

    /// Encodes `rect` of `frame`. With `previous`, pixels equal to it may be
    /// written with a transparent index: those whose colour is in the table
    /// are free (LZW picks), the others must be transparent, so `colors`
    /// must hold at least the colours of the changed pixels. `local` asks
    /// for a local table even when the global one could take the colours.
    func makeCandidate(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
                               colors: GIFColorSet, local: Bool, narrowedTo narrow: GIFColorSet? = nil) -> Candidate {
        let transparent = previous != nil
        let capacity = transparent ? 255 : 256
        // Measured per size (see `GIFLZWEncoder.rewindsLastString`).
        lzw.rewindsLastString = rect.area <= Self.exactChoiceArea
        var lookup: ColorIndexMap
        var localColors: [RGBColor]? = nil
        var newGlobalKeys: [UInt32] = []
        var transparentIndex = 0
        var maxIndex = 0
        var quantized = false
        var resolved = false
        /// Indices at or past it are not free (see `narrow`).
        var codeLimit = 256
        let fits = !colors.overflowed && colors.keys.count <= capacity

        if fits && !local && options.usesGlobalPalette {
            let fresh = colors.keysByFrequency.filter { globalLookup.index(ofRawPixel: $0) == nil }
            if globalKeys.count + fresh.count <= globalCapacity {
                lookup = globalLookup
                for (j, key) in fresh.enumerated() { lookup.set(globalKeys.count + j, forRawPixel: key) }
                newGlobalKeys = fresh
                var used = [Bool](repeating: false, count: 256)
                for key in colors.keys {
                    let index = lookup.index(ofRawPixel: key) ?? 0
                    used[index] = true
                    maxIndex = max(maxIndex, index)
                }
                if let narrow, transparent {
                    // Codes as narrow as the changed pixels' colours and
                    // the transparent index need: unchanged pixels whose
                    // index lies beyond are written transparent, not free.
                    var usedByChanges = [Bool](repeating: false, count: 256)
                    var changedMax = 0
                    for key in narrow.keys {
                        let index = lookup.index(ofRawPixel: key) ?? 0
                        usedByChanges[index] = true
                        changedMax = max(changedMax, index)
                    }
                    transparentIndex = usedByChanges.firstIndex(of: false) ?? 0
                    codeLimit = 1 << GIFLZWEncoder.minCodeSize(forMaxIndex: max(changedMax, transparentIndex))
                    maxIndex = max(changedMax, transparentIndex)
                    for key in colors.keys {
                        if let index = lookup.index(ofRawPixel: key), index < codeLimit { maxIndex = max(maxIndex, index) }
                    }
                } else if transparent {
                    // The lowest index no colour here uses (≤ 255 are used).
                    transparentIndex = used.firstIndex(of: false) ?? 0
                    maxIndex = max(maxIndex, transparentIndex)
                }
                // Every index, the transparent one too, must lie inside the
                // table (fixed once the header is out): else a local table.
                resolved = maxIndex < globalCapacity
                if !resolved { newGlobalKeys = [] }
            } else {
                lookup = ColorIndexMap()
            }
        } else {
            lookup = ColorIndexMap()
        }
        if !resolved && fits {
            let keys = colors.keysByFrequency
            lookup = ColorIndexMap(capacity: keys.count)
            for (i, key) in keys.enumerated() { lookup.set(i, forRawPixel: key) }
            localColors = keys.map(ColorIndexMap.color(ofRawPixel:))
            transparentIndex = keys.count
            maxIndex = max(0, keys.count - (transparent ? 0 : 1))
            resolved = true
        }
        if !resolved {
            let (palette, map) = quantize(frame, previous: previous, rect: rect, maxColors: capacity)
            lookup = map
            localColors = palette
            transparentIndex = palette.count
            maxIndex = max(0, palette.count - (transparent ? 0 : 1))
            quantized = true
        }

        // A quantised table is not exact: unchanged pixels must stay transparent there.
        if let scan = currentScan, scan.hasSlots {
            remapIndices(area: rect.area, keys: scan.all.keys, lookup: lookup, codeLimit: codeLimit,
                         differencing: previous != nil, transparentIndex: transparentIndex, freeUnchanged: !quantized)
        } else {
            fillIndices(frame, previous: previous, rect: rect, lookup: lookup, transparentIndex: transparentIndex,
                        freeUnchanged: !quantized)
        }
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, UInt8(1 << 2 | (transparent ? 1 : 0)), 0, 0,
                              UInt8(transparent ? transparentIndex : 0), 0x00]
        bytes += [0x2C] + Self.littleEndian16(rect.x) + Self.littleEndian16(rect.y)
        bytes += Self.littleEndian16(rect.width) + Self.littleEndian16(rect.height)
        if let localColors {
            let entries = localColors.count + (transparent ? 1 : 0)
            var sizeField = 0
            while (2 << sizeField) < entries { sizeField += 1 }
            bytes.append(0x80 | UInt8(sizeField))
            bytes += Self.colorTable(localColors, entries: 2 << sizeField)
        } else {
            bytes.append(0)
        }
        let minCodeSize = GIFLZWEncoder.minCodeSize(forMaxIndex: maxIndex)
        var usedPrediction = false
        var usedFixedLayout = false
        if transparent {
            // Layouts of the unchanged pixels: free, with strings at free
            // pixels starting transparent (0) or looking at the next pixel
            // (1), and the runs layout (2, see `makeRunsLayout`). On a
            // checked image (see `layoutCheckPeriod`) all are encoded up to
            // `exactChoiceArea` pixels and the smallest kept, above it a
            // sample of rows picks one; the others take the last checked
            // image's winner, encoded once.
            let area = rect.area
            var layouts: [Int]
            /// Whether the runs layout differs from the free one (nil: not built yet).
            var hasRuns: Bool?
            if quantized {
                layouts = [0]
            } else if !checksLayout && area > Self.predictionArea, let predicted = predictedLayout {
                layouts = [predicted]
                usedPrediction = true
            } else if area <= Self.exactChoiceArea {
                layouts = forcedLayouts ?? [0, 1, 2]
                if layouts.contains(5) { hasRuns = makeRunsLayout(area: area) }
            } else {
                hasRuns = makeRunsLayout(area: area)
                layouts = [bestLayoutOnSample(rect: rect, transparentIndex: transparentIndex, minCodeSize: minCodeSize,
                                              hasRuns: hasRuns!)]
            }
            // The runs layout equal to the free one is the same image as layout 0.
            if layouts.contains(2) && !(hasRuns ?? makeRunsLayout(area: area)) {
                layouts = layouts.filter { $0 != 2 }
                if layouts.isEmpty { layouts = [0] }
            }
            var bestCount = Int.max
            var winner = layouts[0]
            var sizes = [Int](repeating: Int.max, count: 6)
            // Each trial stops once it reaches the best size so far: only a
            // smaller one is kept, and an abandoned size stays Int.max
            // (above the best, which is all `extraLayouts` asks of it).
            for layout in layouts {
                guard let count = encodeLayout(layout, area: area, transparentIndex: transparentIndex, minCodeSize: minCodeSize,
                                               limit: bestCount) else { continue }
                sizes[layout] = count
                if count < bestCount {
                    bestCount = count
                    winner = layout
                    swap(&lzwBest, &lzwTrial)
                }
            }
            /// Predictions follow the free layouts' winner (the fixed
            /// ones are tried on checked images only).
            let freeWinner = winner
            // The fixed layouts gifsicle -O3 also tries, where the free
            // ones hint they may win (`Self.extraLayouts`).
            for extra in layouts.count > 1 && forcedLayouts == nil ? Self.extraLayouts(sizes: sizes, winner: winner) : [] {
                guard let count = encodeLayout(extra, area: area, transparentIndex: transparentIndex, minCodeSize: minCodeSize,
                                               limit: bestCount) else { continue }
                if count < bestCount {
                    bestCount = count
                    winner = extra
                    swap(&lzwBest, &lzwTrial)
                }
            }
            usedFixedLayout = winner >= 4
            if checksLayout && !quantized {
                // A winner confirmed by the last check doubles the stretch
                // of unchecked images after it (up to `layoutCheckPeriod`);
                // a new winner has every image checked again.
                layoutSkip = freeWinner == layoutWinner ? min(max(1, layoutSkip * 2), Self.layoutCheckPeriod - 1) : 0
                layoutWinner = freeWinner
            }
            bytes.append(contentsOf: lzwBest[0..<bestCount])
        } else {
            indexBuffer.withUnsafeBufferPointer { indices in
                lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<rect.area]), minCodeSize: minCodeSize, into: &bytes)
            }
        }
        return Candidate(bytes: bytes, newGlobalKeys: newGlobalKeys, isLocal: localColors != nil,
                         isQuantized: quantized, isTransparent: transparent, minCodeSize: minCodeSize,
                         maxIndex: maxIndex, usedPrediction: usedPrediction, usedFixedLayout: usedFixedLayout)
    }

    /// A reduced palette for the pixels of `rect` (only those differing from
    /// `previous`, when given) and a lookup from each of their colours to its
    /// nearest palette entry.
    func quantize(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
                          maxColors: Int) -> ([RGBColor], ColorIndexMap) {
        // Histogram: distinct colours in first-seen order with their counts.
        var slots = ColorIndexMap(capacity: 4096)
        var keys: [UInt32] = []
        var counts: [Int] = []
        let w = width
        frame.pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { cur in
                (previous ?? frame).pixels.withUnsafeBytes { praw in
                    praw.withMemoryRebound(to: UInt32.self) { prev in
                        var lastKey: UInt32 = 0
                        var lastSlot = -1
                        for y in rect.y..<rect.maxY {
                            var i = y * w + rect.x
                            for _ in 0..<rect.width {
                                let key = cur[i]
                                i += 1
                                if previous != nil && prev[i - 1] == key { continue }
                                if key != lastKey || lastSlot < 0 {
                                    lastKey = key
                                    if let slot = slots.index(ofRawPixel: key) {
                                        lastSlot = slot
                                    } else {
                                        lastSlot = keys.count
                                        slots.set(lastSlot, forRawPixel: key)
                                        keys.append(key)
                                        counts.append(0)
                                    }
                                }
                                counts[lastSlot] += 1
                            }
                        }
                    }
                }
            }
        }
        let histogram = zip(keys, counts).map { key, count -> MedianCutQuantizer.Entry in
            let c = ColorIndexMap.color(ofRawPixel: key)
            return MedianCutQuantizer.Entry(r: Int32(c.r), g: Int32(c.g), b: Int32(c.b), count: count)
        }
        let palette = MedianCutQuantizer.palette(for: histogram, maxColors: maxColors)
        let search = NearestColorSearch(palette.map { (Int32($0.r), Int32($0.g), Int32($0.b)) })
        var map = ColorIndexMap(capacity: keys.count)
        for key in keys {
            let c = ColorIndexMap.color(ofRawPixel: key)
            map.set(search.nearest(Int32(c.r), Int32(c.g), Int32(c.b)), forRawPixel: key)
        }
        return (palette, map)
    }
}
