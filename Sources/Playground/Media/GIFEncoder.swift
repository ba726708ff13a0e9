import ScrollKitCore

/// Writes an animated GIF89a frame by frame, holding the previous frame and
/// the encoded images (up to `holdLimit` bytes, then streaming).
///
/// What it does to keep files small and exact (gifsicle -O3's methods, see
/// its optimize.c/opttemplate.c, decided by estimate where it encodes twice):
/// - **exact palettes**: an image with ≤ 256 colours (the renderer's
///   intended output) is stored without loss, with a transparent index when
///   one is left (≤ 255 colours, or ≤ 255 among the changed pixels), else
///   opaque;
/// - **one global palette**, grown as frames bring new colours while all fit
///   in 256, new colours in order of use; while the file is held (up to
///   `holdLimit`), `finish` puts the table in the order that gives the
///   images the narrowest codes (colours most images need first, as
///   gifsicle orders its table) with just the entries used, and rewrites
///   each image's LZW data code for code for it (`GIFGlobalTableOrder`,
///   `GIFLZWTranscoder`; an image that is smaller or only possible so
///   takes a local table of its own colours there);
///   a frame whose colours do not fit gets a local table, and a frame whose
///   few colours sit at high global indices also tries its own small table
///   (narrower codes) and keeps the smaller image; a local table of all the
///   rectangle's colours is also tried against one of the changed pixels'
///   colours alone when those take narrower codes (as gifsicle builds its);
/// - **frame differencing**: each frame after the first is cropped to the
///   rectangle that changed (disposal "do not dispose"); inside it the
///   unchanged pixels are *free*: `GIFLZWEncoder` writes them transparent
///   where its dictionary continues that way, else in colour. Other layouts
///   compete (strings at free pixels starting in colour unless the next
///   pixel is free too; gifsicle's runs heuristic: a one-colour unchanged
///   stretch is written in colour): all are encoded up to `exactChoiceArea`
///   pixels and the smallest kept (gifsicle -O3 also encodes up to three),
///   above it they are compared on a quarter of the rows and only the
///   winner is encoded in full; changes above `predictionArea` pixels
///   take the last checked image's winner, encoded once, between checks;
/// - **narrow codes**: an image in the global table is also tried with codes
///   sized by its changed pixels' colours and the transparent index only
///   (unchanged pixels past them written transparent), when narrower;
/// - **one pass over the change**: the changed rectangle is read once
///   (`scan`: colours, changed colours, opacity, per-pixel slots, eight
///   pixels at a time along runs); each candidate's indices are then a
///   table lookup per pixel, and LZW (with its run fast path) writes
///   straight into sub-blocks;
/// - **deferred clear**: a full LZW dictionary is kept while it still pays;
/// - **identical frames** add their delay to the previous image, found with
///   one `memcmp` pass and no alpha scan;
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
    /// Images held back until the global table's size is known (nil once
    /// the header went out with a full 256-entry table).
    private var held: [UInt8]? = []
    /// Every image written so far, kept for `finish` to rewrite the file
    /// with its global table reordered (nil once past `reorderLimit`).
    private var kept: [UInt8]? = []
    /// Where each image lies in `kept`, in order.
    private var keptImages: [Range<Int>] = []
    /// The largest global-table index any image refers to.
    private var maxGlobalIndex = 0
    /// Encoded images held in memory before streaming starts, bytes. A
    /// file that ends below it gets a global table of just the entries
    /// used (written at `finish`); past it the header goes out and the
    /// file streams, so its temporary file grows from the first seconds
    /// (an interrupted `record` keeps the frames so far, issue 13). While
    /// the images stay within `reorderLimit`, the header reserves 256
    /// entries and colours that come later fill them; else it is sized
    /// for the colours seen so far (a power of two) and colours beyond it
    /// take local tables. Either way the table is filled in at `finish`.
    var holdLimit = 64 << 10
    /// Encoded images also kept in memory, bytes, for `finish` to put the
    /// global table in the order that gives the images the narrowest codes
    /// (just the entries used) and rewrite the file with each image's LZW
    /// data rewritten code for code (about 30 ms a megabyte, measured on
    /// the 1280×800 bench recording). 32 MiB is about six minutes at
    /// 1280×800 with HUD, overlays and timeline (0.95 MB per 10 s); a
    /// longer file keeps its table in order of first use.
    var reorderLimit = 32 << 20
    /// The layouts (see `encodeLayout`) every image small enough to try
    /// them all encodes, nil for the usual: 0…2, then `extraLayouts`. For
    /// tests: each layout alone must decode exactly.
    var forcedLayouts: [Int]?
    /// Entries of the global table: 256 until the header is written.
    private var globalCapacity = 256
    private var finished = false
    private var previous: RGBAImage?
    private var globalKeys: [UInt32] = []
    private var globalLookup = ColorIndexMap(capacity: 256)
    private static let globalTableOffset = 13
    private var pending: [UInt8]?
    private var pendingDelay = 0
    private let lzw = GIFLZWEncoder()
    private var indexBuffer: [UInt8] = []
    private var freeBuffer: [UInt8] = []
    private var runsBuffer: [UInt8] = []
    /// The indices of layout 5 (the runs flags' free pixels transparent).
    private var layoutBuffer: [UInt8] = []
    /// Per pixel of the rectangle being encoded: its colour's slot in the scan's `all`.
    private var slotBuffer: [UInt8] = []
    /// Per pixel of the rectangle being encoded: 1 when equal to the previous frame.
    private var unchangedBuffer: [UInt8] = []
    /// LZW data: the smallest layout so far of the image being encoded,
    /// and the one being tried (swapped when it is smaller).
    private var lzwBest: [UInt8] = []
    private var lzwTrial: [UInt8] = []
    /// The layout that won the last checked image (nil before the first).
    private var layoutWinner: Int?
    /// Images encoded since the last layout check.
    private var imagesSinceLayoutCheck = 0
    /// Unchecked images to take after the last check (0: check every image).
    private var layoutSkip = 0
    /// Whether the image being encoded tries every layout.
    private var checksLayout = true
    /// The layout an unchecked image takes.
    private var predictedLayout: Int? { layoutWinner }
    /// The scan of the rectangle being encoded (nil between images).
    private var currentScan: Scan?

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
        let delay = min(max(delayCentiseconds, 2), 65535)
        statistics.framesAdded += 1
        started = true

        guard let previous else {
            if !frame.isOpaque { Self.makeOpaque(&frame) }
            try queue(encodeImage(frame, previous: nil, rect: frame.bounds,
                                  scan: self.scan(frame, previous: nil, rect: frame.bounds)), delay: delay)
            self.previous = frame
            return
        }
        // The previous frame is opaque: a frame equal to it byte for byte is
        // unchanged without looking at alpha (the common case costs one
        // pass), and only changed pixels can be translucent.
        var changedRect = Self.changedRectangle(frame.pixels, previous.pixels, width: width, height: height)
        var scan: Scan?
        if let changed = changedRect {
            let rect = options.cropsToChanges ? changed : frame.bounds
            scan = self.scan(frame, previous: previous, rect: rect)
            // Opacity is learnt by the same pass over the rectangle.
            if !scan!.isOpaque {
                Self.makeOpaque(&frame)
                changedRect = Self.changedRectangle(frame.pixels, previous.pixels, width: width, height: height)
                scan = changedRect.map { self.scan(frame, previous: previous, rect: options.cropsToChanges ? $0 : frame.bounds) }
            }
        }
        guard let changed = changedRect, let scan else {
            if options.mergesIdenticalFrames && pendingDelay + delay <= 65535 {
                pendingDelay += delay
                statistics.mergedFrames += 1
            } else {
                try queue(unchangedImage(), delay: delay)
            }
            // Equal bytes: keep the newest array, so a caller alternating
            // two buffers always finds the other one unshared.
            self.previous = frame
            return
        }
        let rect = options.cropsToChanges ? changed : frame.bounds
        try queue(encodeImage(frame, previous: previous, rect: rect, scan: scan), delay: delay)
        self.previous = frame
    }

    /// Writes the last image and the trailer and finalises the global colour
    /// table. Returns the whole file for an in-memory encoder, [] for a sink.
    @discardableResult
    func finish() throws -> [UInt8] {
        guard !finished else { throw GIFEncoderError.alreadyFinished }
        guard started, pending != nil else { throw GIFEncoderError.noFrames }
        try flushPending()
        let table = globalKeys.map(ColorIndexMap.color(ofRawPixel:))
        if let images = held {
            // Everything fitted in memory: the global table is put in the
            // order that gives the images the narrowest codes, with just
            // the entries used.
            if options.usesGlobalPalette, let kept, let reordered = reordered(kept) {
                try writeHeader(tableSizeField: Self.tableSizeField(entries: reordered.entries), table: reordered.table)
                try sink.write(reordered.images)
                statistics.globalColors = reordered.table.count
            } else {
                try writeHeader(tableSizeField: Self.tableSizeField(entries: max(globalKeys.count, maxGlobalIndex + 1, 2)),
                                table: table)
                try sink.write(images)
                statistics.globalColors = globalKeys.count
            }
            held = nil
            try sink.write([0x3B])
        } else {
            try sink.write([0x3B])
            if options.usesGlobalPalette {
                try sink.overwrite(Self.colorTable(table, entries: globalCapacity), at: Self.globalTableOffset)
            }
            statistics.globalColors = globalKeys.count
            // The streamed file is complete; rewritten with the table in
            // order when every image was kept.
            if options.usesGlobalPalette, let kept, let reordered = reordered(kept) {
                try sink.replaceAll(with: headerBytes(tableSizeField: Self.tableSizeField(entries: reordered.entries),
                                                      table: reordered.table) + reordered.images + [0x3B])
                statistics.globalColors = reordered.table.count
            }
        }
        kept = nil
        keptImages = []
        finished = true
        previous = nil
        return memory?.bytes ?? []
    }

    // MARK: - Stream structure

    /// The header with a global table of `2 << tableSizeField` entries
    /// holding `table` (padded with black).
    private func writeHeader(tableSizeField: Int, table: [RGBColor]) throws {
        try sink.write(headerBytes(tableSizeField: tableSizeField, table: table))
    }

    /// The header, as `writeHeader` writes it.
    private func headerBytes(tableSizeField: Int, table: [RGBColor]) -> [UInt8] {
        var header = Array("GIF89a".utf8)
        header += Self.littleEndian16(width) + Self.littleEndian16(height)
        // Global table flag, colour resolution 8 bits (7), not sorted, table size.
        header += [options.usesGlobalPalette ? 0xF0 | UInt8(tableSizeField) : 0x70, 0, 0]
        if options.usesGlobalPalette {
            header += Self.colorTable(table, entries: 2 << tableSizeField)
        }
        if let loops = options.loopCount {
            header += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8)
            header += [0x03, 0x01] + Self.littleEndian16(min(max(loops, 0), 65535)) + [0x00]
        }
        return header
    }

    /// Writes an image, or holds it back while the file still fits in
    /// `holdLimit`; past that the header goes out with a 256-entry table
    /// (filled in by `finish`) and everything streams.
    private func emit(_ image: [UInt8]) throws {
        if kept != nil {
            keptImages.append(kept!.count..<(kept!.count + image.count))
            kept!.append(contentsOf: image)
            if kept!.count > reorderLimit {
                kept = nil
                keptImages = []
            }
        }
        guard held != nil else { return try sink.write(image) }
        held!.append(contentsOf: image)
        if held!.count > holdLimit {
            // Kept images are rewritten at `finish`: reserve every entry,
            // so no later colour needs a local table for want of room.
            let sizeField = kept != nil ? 7 : Self.tableSizeField(entries: max(globalKeys.count, maxGlobalIndex + 1, 2))
            globalCapacity = 2 << sizeField
            try writeHeader(tableSizeField: sizeField, table: [])
            try sink.write(held!)
            held = nil
        }
    }

    /// The held images with the global table in the order that gives them
    /// the narrowest codes (`GIFGlobalTableOrder`), each global image's
    /// LZW data rewritten code for code under its new indices
    /// (`GIFLZWTranscoder`). An image whose codes would widen and no longer
    /// fit the dictionary, or that is smaller so, takes a local table of
    /// its own colours instead (sizes compared exactly, from the codes);
    /// the order is then chosen again without it. Images that had a local
    /// table keep it. Returns the new table, the entries the header must
    /// give (the table and every transparent index) and the images; nil
    /// when an image's data cannot be read (never for this encoder's own).
    private func reordered(_ images: [UInt8]) -> (table: [RGBColor], entries: Int, images: [UInt8])? {
        // Each image: graphic control extension (8 bytes: flags at 3,
        // transparent index at 6), descriptor (10: flags at 17), then, in
        // the global table, the data from byte 18.
        struct Global {
            var range: Range<Int>
            var survey: GIFLZWCodeSurvey
            var image: GIFGlobalTableOrder.Image
            var goesLocal = false
        }
        var globals: [Int: Global] = [:]
        let ok: Bool = images.withUnsafeBufferPointer { bytes in
            for (i, range) in keptImages.enumerated() where bytes[range.lowerBound + 17] & 0x80 == 0 {
                let data = UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + 18)..<range.upperBound])
                guard let survey = GIFLZWCodeSurvey(data) else { return false }
                let transparent = bytes[range.lowerBound + 3] & 1 != 0 ? Int(bytes[range.lowerBound + 6]) : nil
                let colors = survey.roots.indices.filter { survey.roots[$0] && $0 != transparent }
                guard colors.allSatisfy({ $0 < globalKeys.count }) else { return false }
                globals[i] = Global(range: range, survey: survey,
                                    image: .init(colors: colors, transparentIndex: transparent,
                                                 writesTransparent: transparent.map { survey.roots[$0] } ?? false))
            }
            return true
        }
        guard ok else { return nil }
        func order() -> GIFGlobalTableOrder {
            GIFGlobalTableOrder(colorCount: globalKeys.count,
                                images: keptImages.indices.compactMap { globals[$0].flatMap { $0.goesLocal ? nil : $0.image } })
        }
        /// Whether `global` is smaller (or only possible) with a local table under `order`.
        func prefersLocal(_ global: Global, _ order: GIFGlobalTableOrder) -> Bool {
            let size = order.relabel(global.image).minCodeSize
            guard global.survey.fits(minCodeSize: size) else { return true }
            let local = GIFGlobalTableOrder.localRelabel(global.image)
            return global.survey.dataSize(minCodeSize: local.minCodeSize) + 3 * local.entries
                < global.survey.dataSize(minCodeSize: size)
        }
        let first = order()
        for i in keptImages.indices where globals[i] != nil { globals[i]!.goesLocal = prefersLocal(globals[i]!, first) }
        let order = order()
        var out: [UInt8] = []
        out.reserveCapacity(images.count)
        var entries = max(order.order.count, 2)
        for (i, range) in keptImages.enumerated() {
            guard let global = globals[i] else {
                out.append(contentsOf: images[range])
                continue
            }
            let head = range.lowerBound..<(range.lowerBound + 18)
            let start = out.count
            out.append(contentsOf: images[head])
            let labels: [UInt8], transparent: Int?, size: Int
            if global.goesLocal || prefersLocal(global, order) {
                let local = GIFGlobalTableOrder.localRelabel(global.image)
                (labels, transparent, size) = (local.labels, local.transparentIndex, local.minCodeSize)
                out[start + 17] = 0x80 | UInt8(Self.tableSizeField(entries: local.entries))
                out += Self.colorTable(global.image.colors.map { ColorIndexMap.color(ofRawPixel: globalKeys[$0]) },
                                       entries: local.entries)
                statistics.localPaletteImages += 1
            } else {
                (labels, transparent, size) = order.relabel(global.image)
                if let transparent { entries = max(entries, transparent + 1) }
            }
            if let transparent { out[start + 6] = UInt8(transparent) }
            let done = images.withUnsafeBufferPointer { bytes in
                GIFLZWTranscoder.transcode(UnsafeBufferPointer(rebasing: bytes[head.upperBound..<range.upperBound]),
                                           survey: global.survey, labels: labels, minCodeSize: size, into: &out)
            }
            guard done else { return nil }
            statistics.transcodedImages += 1
        }
        return (order.order.map { ColorIndexMap.color(ofRawPixel: globalKeys[$0]) }, entries, out)
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
        try emit(image)
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

    /// Rectangles up to this many pixels (768 Ki: two phone lanes, 2 × 390 ×
    /// 844, are below) have every transparency layout encoded and the
    /// smallest kept; larger ones (a 1280×800 frame's change) are chosen by
    /// encoding a sample (`sampleBand` rows of every `samplePeriod`) and
    /// only the winner in full. Measured on the bench's 1280×800 case
    /// (frames of ≤ 256 colours): half the encode time (3 LZW passes →
    /// 1.75) for +0.5 % bytes; at 256 Ki the README demo lost 1 % bytes.
    static let exactChoiceArea = 3 << 18
    /// Rectangles above this many pixels (512 Ki: a 1280×800 frame's
    /// change, not a phone lane's) are LZW-encoded once in the layout that
    /// won the last checked image, and checked again after a stretch that
    /// grows while the winner stays (1, 2, then `layoutCheckPeriod` − 1
    /// images; a new winner has the next image checked). Measured on the
    /// bench's cases (frames as rendered): the 1280×800 recording's encode
    /// time −20 % for +0.04 % bytes; from 400 Ki the 2 lanes and README
    /// cases lost up to 1.5 % bytes, which their few images do not repay.
    static let predictionArea = 1 << 19
    static let layoutCheckPeriod = 4
    static let sampleBand = 8
    static let samplePeriod = 32

    /// What one pass over a frame's rectangle learnt: its colours, those
    /// of its changed pixels, how many are unchanged, whether all are
    /// opaque; and, while `all` holds every colour, each pixel's slot in it
    /// (`slotBuffer`) and unchanged flag (`unchangedBuffer`), row by row,
    /// from which every candidate's indices are a table lookup away.
    private struct Scan {
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
    private func scan(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect) -> Scan {
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
                                                let eight = curBase.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
                                                if eight == SIMD8(repeating: lastKey) {
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
    private func scanWithoutSlots(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect) -> Scan {
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

    private func encodeImage(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect, scan: Scan) -> [UInt8] {
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
    private func narrowCodeSize(_ changed: GIFColorSet) -> Int? {
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
    private func makeCandidate(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
                               colors: GIFColorSet, local: Bool, narrowedTo narrow: GIFColorSet? = nil) -> Candidate {
        let transparent = previous != nil
        let capacity = transparent ? 255 : 256
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
            for layout in layouts {
                let count = encodeLayout(layout, area: area, transparentIndex: transparentIndex, minCodeSize: minCodeSize)
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
                let count = encodeLayout(extra, area: area, transparentIndex: transparentIndex, minCodeSize: minCodeSize)
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

    /// The *runs* layout of the free pixels (gifsicle's heuristic) into
    /// `runsBuffer`: a stretch of free pixels (in scan order) holding one
    /// colour only is written in that colour (making it transparent would
    /// not shorten the run, and could cut a longer run of that colour); a
    /// stretch of two or more colours stays free. Returns false when that
    /// changes nothing (the layouts are the same).
    private func makeRunsLayout(area: Int) -> Bool {
        if runsBuffer.count < area { runsBuffer = [UInt8](repeating: 0, count: area) }
        var differs = false
        indexBuffer.withUnsafeBufferPointer { out in
            freeBuffer.withUnsafeBufferPointer { free in
                runsBuffer.withUnsafeMutableBufferPointer { runs in
                    var o = 0
                    while o < area {
                        guard free[o] != 0 else { runs[o] = 0; o += 1; continue }
                        let first = out[o]
                        var single = true
                        var e = o + 1
                        while e < area && free[e] != 0 {
                            if out[e] != first { single = false }
                            e += 1
                        }
                        let flag: UInt8 = single ? 0 : 1
                        if single { differs = true }
                        for j in o..<e { runs[j] = flag }
                        o = e
                    }
                }
            }
        }
        return differs
    }

    /// The fixed layouts worth more LZW passes after the free layouts
    /// 0…2 were encoded (`sizes[layout]`, Int.max when not): when the
    /// runs layout won, 5 (gifsicle's runs heuristic as it is: every
    /// stretch of unchanged pixels of two colours or more transparent,
    /// the others in colour) and, when it won by a tenth or more, 4
    /// (every pixel in colour, none transparent). gifsicle -O3 encodes
    /// its opaque, runs and all-transparent versions of every image.
    /// Measured on the bench's phone-size cases (the LZW sizes of every
    /// layout of every image): these two rules keep 87–100 % of what
    /// trying all three on every image gains (README rubber band −0.41 %,
    /// pages −0.07 %, 2 lanes −0.08 %) for +7–39 % LZW passes. All
    /// transparent (3) after a win of layout 0 gained 0–0.06 % for up to
    /// +12 % passes more: not tried.
    static func extraLayouts(sizes: [Int], winner: Int) -> [Int] {
        guard winner == 2 else { return [] }
        return min(sizes[0], sizes[1]) >= sizes[2] + sizes[2] / 10 ? [5, 4] : [5]
    }

    /// The LZW data of the first `area` indices in `layout` into
    /// `lzwTrial`; returns its byte count. Layouts: 0, free flags, strings
    /// at free pixels start transparent; 1, free flags, looking at the
    /// next pixel; 2, runs flags; 4, every free pixel in colour (no
    /// transparency); 5, every pixel the runs flags free transparent, no
    /// choice left to LZW (`runsBuffer` must be built).
    private func encodeLayout(_ layout: Int, area: Int, transparentIndex: Int, minCodeSize: Int) -> Int {
        let alternative = UInt8(truncatingIfNeeded: transparentIndex)
        if layout == 4 {
            return indexBuffer.withUnsafeBufferPointer { indices in
                lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<area]), free: nil, alternative: alternative,
                           minCodeSize: minCodeSize, to: &lzwTrial)
            }
        }
        if layout == 5 {
            if layoutBuffer.count < area { layoutBuffer = [UInt8](repeating: 0, count: area) }
            layoutBuffer.withUnsafeMutableBufferPointer { out in
                indexBuffer.withUnsafeBufferPointer { indices in
                    runsBuffer.withUnsafeBufferPointer { free in
                        for o in 0..<area { out[o] = free[o] != 0 ? alternative : indices[o] }
                    }
                }
            }
            return layoutBuffer.withUnsafeBufferPointer { indices in
                lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<area]), free: nil, alternative: alternative,
                           minCodeSize: minCodeSize, to: &lzwTrial)
            }
        }
        return indexBuffer.withUnsafeBufferPointer { indices in
            (layout == 2 ? runsBuffer : freeBuffer).withUnsafeBufferPointer { flags in
                lzw.encode(UnsafeBufferPointer(rebasing: indices[0..<area]),
                           free: UnsafeBufferPointer(rebasing: flags[0..<area]),
                           alternative: UInt8(truncatingIfNeeded: transparentIndex),
                           minCodeSize: minCodeSize, startsTransparent: layout != 1, to: &lzwTrial)
            }
        }
    }

    /// Which layout (0: free starting transparent, 1: free looking at the
    /// next pixel, 2: runs) is smallest on the sample rows (bands of
    /// `sampleBand` rows every `samplePeriod`): a quarter of the LZW work of
    /// encoding each in full.
    private func bestLayoutOnSample(rect: PixelRect, transparentIndex: Int, minCodeSize: Int, hasRuns: Bool) -> Int {
        var indices: [UInt8] = [], free: [UInt8] = [], runs: [UInt8] = []
        let w = rect.width
        var y = 0
        while y < rect.height {
            let rows = min(Self.sampleBand, rect.height - y)
            let range = (y * w)..<((y + rows) * w)
            indices += indexBuffer[range]
            free += freeBuffer[range]
            if hasRuns { runs += runsBuffer[range] }
            y += Self.samplePeriod
        }
        let t = UInt8(truncatingIfNeeded: transparentIndex)
        var sizes: [Int] = []
        indices.withUnsafeBufferPointer { px in
            for layout in 0..<(hasRuns ? 3 : 2) {
                var out: [UInt8] = []
                (layout == 2 ? runs : free).withUnsafeBufferPointer {
                    lzw.encode(px, free: $0, alternative: t, minCodeSize: minCodeSize, startsTransparent: layout != 1, into: &out)
                }
                sizes.append(out.count)
            }
        }
        return sizes.indices.min { sizes[$0] < sizes[$1] }!
    }

    /// As `fillIndices`, from the scan's slots and unchanged flags instead
    /// of the pixels: each slot's index is looked up once (`keys[slot]` in
    /// `lookup`), then every pixel is a table read.
    private func remapIndices(area: Int, keys: [UInt32], lookup: ColorIndexMap, codeLimit: Int = 256, differencing: Bool,
                              transparentIndex: Int, freeUnchanged: Bool) {
        if indexBuffer.count < area { indexBuffer = [UInt8](repeating: 0, count: area) }
        if differencing && freeBuffer.count < area { freeBuffer = [UInt8](repeating: 0, count: area) }
        // 0…255: the slot's index; 256: its colour is not in `lookup`.
        var table = [UInt16](repeating: 256, count: 256)
        for (slot, key) in keys.enumerated() {
            if let index = lookup.index(ofRawPixel: key), index < codeLimit { table[slot] = UInt16(index) }
        }
        let clear = UInt8(truncatingIfNeeded: transparentIndex)
        table.withUnsafeBufferPointer { table in
            slotBuffer.withUnsafeBufferPointer { slots in
                indexBuffer.withUnsafeMutableBufferPointer { out in
                    guard differencing else {
                        // Every colour is listed: 256 (absent) cannot occur, truncation is never used.
                        for o in 0..<area { out[o] = UInt8(truncatingIfNeeded: table[Int(slots[o])]) }
                        return
                    }
                    unchangedBuffer.withUnsafeBufferPointer { same in
                        freeBuffer.withUnsafeMutableBufferPointer { free in
                            if freeUnchanged && !keys.indices.contains(where: { table[$0] > 255 }) {
                                // Every colour listed (the usual case): free = unchanged.
                                for o in 0..<area { out[o] = UInt8(truncatingIfNeeded: table[Int(slots[o])]) }
                                free.baseAddress!.update(from: same.baseAddress!, count: area)
                                return
                            }
                            for o in 0..<area {
                                let v = table[Int(slots[o])]
                                if same[o] != 0 {
                                    if freeUnchanged && v < 256 {
                                        out[o] = UInt8(truncatingIfNeeded: v)
                                        free[o] = 1
                                    } else {
                                        out[o] = clear
                                        free[o] = 0
                                    }
                                } else {
                                    out[o] = UInt8(truncatingIfNeeded: v)
                                    free[o] = 0
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The palette indices of `rect` into `indexBuffer`, row by row, and with
    /// `previous`, the free flags into `freeBuffer`: an unchanged pixel is
    /// free (1) when `freeUnchanged` and its colour is in `lookup`, else it
    /// is written as `transparentIndex`.
    private func fillIndices(_ frame: RGBAImage, previous: RGBAImage?, rect: PixelRect,
                             lookup: ColorIndexMap, transparentIndex: Int, freeUnchanged: Bool) {
        if indexBuffer.count < rect.area { indexBuffer = [UInt8](repeating: 0, count: rect.area) }
        if previous != nil && freeBuffer.count < rect.area { freeBuffer = [UInt8](repeating: 0, count: rect.area) }
        let w = width
        let clear = UInt8(truncatingIfNeeded: transparentIndex)
        frame.pixels.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { cur in
                (previous ?? frame).pixels.withUnsafeBytes { praw in
                    praw.withMemoryRebound(to: UInt32.self) { prev in
                        indexBuffer.withUnsafeMutableBufferPointer { out in
                            freeBuffer.withUnsafeMutableBufferPointer { free in
                                let differencing = previous != nil
                                var o = 0
                                var lastKey = cur[rect.y * w + rect.x]
                                var lastIndex = lookup.index(ofRawPixel: lastKey).map { UInt8(truncatingIfNeeded: $0) }
                                for y in rect.y..<rect.maxY {
                                    var i = y * w + rect.x
                                    for _ in 0..<rect.width {
                                        let key = cur[i]
                                        if key != lastKey {
                                            lastKey = key
                                            lastIndex = lookup.index(ofRawPixel: key).map { UInt8(truncatingIfNeeded: $0) }
                                        }
                                        if differencing {
                                            if prev[i] == key {
                                                if freeUnchanged, let index = lastIndex {
                                                    out[o] = index
                                                    free[o] = 1
                                                } else {
                                                    out[o] = clear
                                                    free[o] = 0
                                                }
                                            } else {
                                                out[o] = lastIndex ?? 0
                                                free[o] = 0
                                            }
                                        } else {
                                            out[o] = lastIndex ?? 0
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

    /// The size field of a colour table of at least `entries` (≤ 256) entries: `2 << field` entries.
    static func tableSizeField(entries: Int) -> Int {
        var field = 0
        while (2 << field) < entries { field += 1 }
        return field
    }

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
