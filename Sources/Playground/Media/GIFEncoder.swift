import ScrollKitCore

/// Writes an animated GIF89a frame by frame, holding at most the previous
/// frame and one encoded image in memory (a 20 s recording streams through).
///
/// What it does to keep files small and exact, as gifsicle/gifski do:
/// - **exact palettes**: an image with ≤ 256 colours (the renderer draws flat
///   colours and a bitmap font, so this is the usual case) is stored without
///   loss;
/// - **one global palette**, grown as frames bring new colours while all fit
///   in 256 (written with the header and finalised at `finish`); a frame
///   whose colours do not fit gets a local table;
/// - **frame differencing**: each frame after the first is cropped to the
///   rectangle that changed (disposal "do not dispose"); inside it the
///   unchanged pixels become a transparent index when that encodes smaller
///   (both variants are encoded, the smaller kept);
/// - **identical frames** add their delay to the previous image;
/// - **minimal LZW code size** per image: the smallest that holds its indices.
///
/// More than 256 colours in a frame (gradients) go through
/// `MedianCutQuantizer` without dithering: dithering patterns would change
/// from frame to frame with the per-frame palette, defeating differencing and
/// LZW, while the renderer's output almost never needs it.
///
/// Alpha is ignored: every pixel is written opaque. Frames of another size
/// than the canvas are placed at its top-left corner (cropped or padded with
/// `options.background`). Deterministic: same frames and delays, same bytes.
final class GIFEncoder {
    let width: Int
    let height: Int
    let options: GIFEncoderOptions
    private(set) var statistics = GIFEncoderStatistics()

    private let sink: ByteSink
    private let memory: MemoryByteSink?
    private var started = false
    private var finished = false
    private var previous: RGBAImage?
    private var globalKeys: [UInt32] = []
    private var globalLookup = ColorIndexMap(capacity: 256)
    private static let globalTableOffset = 13
    private var pending: [UInt8]?
    private var pendingDelay = 0
    private let lzw = GIFLZWEncoder()
    private var indexBuffer: [UInt8] = []

    /// An encoder that builds the file in memory; `finish()` returns it.
    init(width: Int, height: Int, options: GIFEncoderOptions = GIFEncoderOptions()) {
        self.width = width
        self.height = height
        self.options = options
        let memory = MemoryByteSink()
        self.memory = memory
        self.sink = memory
    }

    /// An encoder that streams the file into `sink` (e.g. an `AtomicFileWriter`).
    init(width: Int, height: Int, options: GIFEncoderOptions = GIFEncoderOptions(), sink: ByteSink) {
        self.width = width
        self.height = height
        self.options = options
        self.memory = nil
        self.sink = sink
    }

    /// Adds a frame shown for `delayCentiseconds` (clamped to 2…65535: browsers
    /// play 0–1 cs as 10 cs). See `GIFFrameClock` for delays from a frame rate.
    func addFrame(_ image: RGBAImage, delayCentiseconds: Int) throws {
        guard !finished else { throw GIFEncoderError.alreadyFinished }
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFEncoderError.invalidCanvasSize(width: width, height: height)
        }
        var frame = image.fitted(width: width, height: height, background: options.background)
        if !frame.isOpaque { Self.makeOpaque(&frame) }
        let delay = min(max(delayCentiseconds, 2), 65535)
        statistics.framesAdded += 1
        if !started { try writeHeader() }

        guard let previous else {
            try queue(encodeImage(frame, previous: nil, rect: frame.bounds), delay: delay)
            self.previous = frame
            return
        }
        guard let changed = frame.differenceBounds(from: previous) else {
            if options.mergesIdenticalFrames && pendingDelay + delay <= 65535 {
                pendingDelay += delay
                statistics.mergedFrames += 1
            } else {
                try queue(unchangedImage(), delay: delay)
            }
            return
        }
        let rect = options.cropsToChanges ? changed : frame.bounds
        try queue(encodeImage(frame, previous: previous, rect: rect), delay: delay)
        self.previous = frame
    }

    /// Writes the last image and the trailer and finalises the global colour
    /// table. Returns the whole file for an in-memory encoder, [] for a sink.
    @discardableResult
    func finish() throws -> [UInt8] {
        guard !finished else { throw GIFEncoderError.alreadyFinished }
        guard started, pending != nil else { throw GIFEncoderError.noFrames }
        try flushPending()
        try sink.write([0x3B])
        if options.usesGlobalPalette {
            try sink.overwrite(Self.colorTable(globalKeys.map(ColorIndexMap.color(ofRawPixel:)), entries: 256),
                               at: Self.globalTableOffset)
        }
        finished = true
        statistics.globalColors = globalKeys.count
        previous = nil
        return memory?.bytes ?? []
    }

    // MARK: - Stream structure

    private func writeHeader() throws {
        var header = Array("GIF89a".utf8)
        header += Self.littleEndian16(width) + Self.littleEndian16(height)
        // Global table flag, colour resolution 8 bits (7), not sorted, 256 entries (7).
        header += [options.usesGlobalPalette ? 0xF7 : 0x70, 0, 0]
        if options.usesGlobalPalette {
            header += [UInt8](repeating: 0, count: 768)  // finalised by finish()
        }
        if let loops = options.loopCount {
            header += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8)
            header += [0x03, 0x01] + Self.littleEndian16(min(max(loops, 0), 65535)) + [0x00]
        }
        try sink.write(header)
        started = true
    }

    /// Holds `image` back until the next frame says whether its delay grows.
    private func queue(_ image: [UInt8], delay: Int) throws {
        try flushPending()
        pending = image
        pendingDelay = delay
        statistics.imagesWritten += 1
    }

    private func flushPending() throws {
        guard var image = pending else { return }
        // The graphic control extension leads every image: delay at bytes 4–5.
        image[4] = UInt8(pendingDelay & 0xFF)
        image[5] = UInt8(pendingDelay >> 8)
        try sink.write(image)
        pending = nil
    }

    // MARK: - Images

    /// One encoded image (graphic control extension, descriptor, optional
    /// local table, LZW data) with its delay left at 0.
    private struct Candidate {
        var bytes: [UInt8]
        var newGlobalKeys: [UInt32]
        var isLocal: Bool
        var isQuantized: Bool
        var isTransparent: Bool
    }

    private func encodeImage(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect) -> [UInt8] {
        // Colours of every pixel in the rectangle, and of the changed ones alone.
        var all = GIFColorSet(limit: 256)
        var changedColors = GIFColorSet(limit: 256)
        var unchanged = 0
        let w = width
        frame.pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { cur in
                if let previous {
                    previous.pixels.withUnsafeBytes { praw in
                        praw.withMemoryRebound(to: UInt32.self) { prev in
                            for y in rect.y..<rect.maxY {
                                var i = y * w + rect.x
                                for _ in 0..<rect.width {
                                    let key = cur[i]
                                    all.insert(key)
                                    if prev[i] == key { unchanged += 1 } else { changedColors.insert(key) }
                                    i += 1
                                }
                            }
                        }
                    }
                } else {
                    for y in rect.y..<rect.maxY {
                        var i = y * w + rect.x
                        for _ in 0..<rect.width { all.insert(cur[i]); i += 1 }
                    }
                }
            }
        }
        var best: Candidate
        let canDifference = previous != nil && options.usesTransparency && unchanged > 0
        if canDifference && all.overflowed {
            // The whole rectangle needs quantising. If the changed pixels
            // alone fit a palette, the transparent variant is exact: take it.
            // Otherwise quantise once (it is costly), transparent when at
            // least a quarter of the rectangle is unchanged (fewer colours to
            // fit, and unchanged areas cannot flicker with the new palette).
            let transparent = !changedColors.overflowed || unchanged * 4 >= rect.area
            best = makeCandidate(frame, previous: transparent ? previous : nil, rect: rect,
                                 colors: transparent ? changedColors : all)
        } else {
            best = makeCandidate(frame, previous: nil, rect: rect, colors: all)
            if let previous, canDifference {
                let transparent = makeCandidate(frame, previous: previous, rect: rect, colors: changedColors)
                if transparent.bytes.count < best.bytes.count { best = transparent }
            }
        }
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
        return best.bytes
    }

    /// Encodes `rect` of `frame`; with `previous`, pixels equal to it become
    /// transparent and `colors` must hold the colours of the other pixels.
    private func makeCandidate(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
                               colors: GIFColorSet) -> Candidate {
        let transparent = previous != nil
        let capacity = transparent ? 255 : 256
        var lookup: ColorIndexMap
        var localColors: [RGBColor]? = nil
        var newGlobalKeys: [UInt32] = []
        var transparentIndex = 0
        var maxIndex = 0
        var quantized = false
        var resolved = false

        if !colors.overflowed && options.usesGlobalPalette && colors.keys.count <= capacity {
            let fresh = colors.keys.filter { globalLookup.index(ofRawPixel: $0) == nil }
            if globalKeys.count + fresh.count <= 256 {
                lookup = globalLookup
                for (j, key) in fresh.enumerated() { lookup.set(globalKeys.count + j, forRawPixel: key) }
                newGlobalKeys = fresh
                var used = [Bool](repeating: false, count: 256)
                for key in colors.keys {
                    let index = lookup.index(ofRawPixel: key) ?? 0
                    used[index] = true
                    maxIndex = max(maxIndex, index)
                }
                if transparent {
                    transparentIndex = used.firstIndex(of: false) ?? 0  // exists: ≤ 255 colours used
                    maxIndex = max(maxIndex, transparentIndex)
                }
                resolved = true
            } else {
                lookup = ColorIndexMap()
            }
        } else {
            lookup = ColorIndexMap()
        }
        if !resolved && !colors.overflowed && colors.keys.count <= capacity {
            lookup = ColorIndexMap(capacity: colors.keys.count)
            for (i, key) in colors.keys.enumerated() { lookup.set(i, forRawPixel: key) }
            localColors = colors.keys.map(ColorIndexMap.color(ofRawPixel:))
            transparentIndex = colors.keys.count
            maxIndex = max(0, colors.keys.count - (transparent ? 0 : 1))
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

        fillIndices(frame, previous: previous, rect: rect, lookup: lookup, transparentIndex: transparentIndex)
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
        indexBuffer.withUnsafeBufferPointer { indices in
            lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<rect.area]),
                       minCodeSize: GIFLZWEncoder.minCodeSize(forMaxIndex: maxIndex), into: &bytes)
        }
        return Candidate(bytes: bytes, newGlobalKeys: newGlobalKeys, isLocal: localColors != nil,
                         isQuantized: quantized, isTransparent: transparent)
    }

    /// The palette indices of `rect` into `indexBuffer`, row by row.
    private func fillIndices(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
                             lookup: ColorIndexMap, transparentIndex: Int) {
        if indexBuffer.count < rect.area { indexBuffer = [UInt8](repeating: 0, count: rect.area) }
        let w = width
        let clear = UInt8(truncatingIfNeeded: transparentIndex)
        frame.pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { cur in
                (previous ?? frame).pixels.withUnsafeBytes { praw in
                    praw.withMemoryRebound(to: UInt32.self) { prev in
                        indexBuffer.withUnsafeMutableBufferPointer { out in
                            let differencing = previous != nil
                            var o = 0
                            var lastKey = cur[rect.y * w + rect.x]
                            var lastIndex = UInt8(truncatingIfNeeded: lookup.index(ofRawPixel: lastKey) ?? 0)
                            for y in rect.y..<rect.maxY {
                                var i = y * w + rect.x
                                for _ in 0..<rect.width {
                                    let key = cur[i]
                                    if differencing && prev[i] == key {
                                        out[o] = clear
                                    } else {
                                        if key != lastKey {
                                            lastKey = key
                                            lastIndex = UInt8(truncatingIfNeeded: lookup.index(ofRawPixel: key) ?? 0)
                                        }
                                        out[o] = lastIndex
                                    }
                                    o += 1
                                    i += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A reduced palette for the pixels of `rect` (only those differing from
    /// `previous`, when given) and a lookup from each of their colours to its
    /// nearest palette entry.
    private func quantize(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
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

    /// A 1×1 fully transparent image: "nothing changed" when identical frames
    /// are not merged.
    private func unchangedImage() -> [UInt8] {
        var bytes: [UInt8] = [0x21, 0xF9, 0x04, 1 << 2 | 1, 0, 0, 0, 0x00]
        bytes += [0x2C, 0, 0, 0, 0, 1, 0, 1, 0]
        if options.usesGlobalPalette {
            bytes.append(0)
        } else {
            bytes.append(0x80)  // a 2-entry local table
            bytes += [UInt8](repeating: 0, count: 6)
        }
        [UInt8(0)].withUnsafeBufferPointer { lzw.encode($0, minCodeSize: 2, into: &bytes) }
        return bytes
    }

    // MARK: - Helpers

    private static func makeOpaque(_ image: inout RGBAImage) {
        image.pixels.withUnsafeMutableBufferPointer { p in
            var i = 3
            while i < p.count { p[i] = 255; i += 4 }
        }
    }

    /// `colors` as RGB triples, padded with black to `entries` entries.
    static func colorTable(_ colors: [RGBColor], entries: Int) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: entries * 3)
        for (i, c) in colors.prefix(entries).enumerated() {
            table[3 * i] = c.r
            table[3 * i + 1] = c.g
            table[3 * i + 2] = c.b
        }
        return table
    }

    static func littleEndian16(_ v: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8)]
    }
}
