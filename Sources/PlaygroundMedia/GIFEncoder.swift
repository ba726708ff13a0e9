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
package final class GIFEncoder {
    package let width: Int
    package let height: Int
    package let options: GIFEncoderOptions
    /// What the encoder did, counted as it goes (set by the extensions).
    package var statistics = GIFEncoderStatistics()

    // The state below is internal, not private, only because the encoder's
    // extensions in GIFEncoder+Stream/TableOrder/Scan/Palette/Layout.swift
    // (one file per stage of encoding) read and write it; nothing outside
    // GIFEncoder*.swift touches it.
    package let sink: ByteSink
    let memory: MemoryByteSink?
    var started = false
    /// Images held back until the global table's size is known (nil once
    /// the header went out with a full 256-entry table).
    var held: [UInt8]? = []
    /// Every image written so far, kept for `finish` to rewrite the file
    /// with its global table reordered (nil once past `reorderLimit`).
    package var kept: [UInt8]? = []
    /// Where each image lies in `kept`, in order.
    var keptImages: [Range<Int>] = []
    /// The largest global-table index any image refers to.
    var maxGlobalIndex = 0
    /// Encoded images held in memory before streaming starts, bytes. A
    /// file that ends below it gets a global table of just the entries
    /// used (written at `finish`); past it the header goes out and the
    /// file streams, so its temporary file grows from the first seconds
    /// (an interrupted `record` keeps the frames so far, as ffmpeg does). While
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
    var globalCapacity = 256
    package var finished = false
    package var previous: RGBAImage?
    var globalKeys: [UInt32] = []
    var globalLookup = ColorIndexMap(capacity: 256)
    static let globalTableOffset = 13
    package var pending: [UInt8]?
    var pendingDelay = 0
    let lzw = GIFLZWEncoder()
    var indexBuffer: [UInt8] = []
    var freeBuffer: [UInt8] = []
    var runsBuffer: [UInt8] = []
    /// The indices of layout 5 (the runs flags' free pixels transparent).
    var layoutBuffer: [UInt8] = []
    /// Per pixel of the rectangle being encoded: its colour's slot in the scan's `all`.
    var slotBuffer: [UInt8] = []
    /// Per pixel of the rectangle being encoded: 1 when equal to the previous frame.
    var unchangedBuffer: [UInt8] = []
    /// LZW data: the smallest layout so far of the image being encoded,
    /// and the one being tried (swapped when it is smaller).
    var lzwBest: [UInt8] = []
    var lzwTrial: [UInt8] = []
    /// The layout that won the last checked image (nil before the first).
    var layoutWinner: Int?
    /// Images encoded since the last layout check.
    var imagesSinceLayoutCheck = 0
    /// Unchecked images to take after the last check (0: check every image).
    var layoutSkip = 0
    /// Whether the image being encoded tries every layout.
    var checksLayout = true
    /// The layout an unchecked image takes.
    var predictedLayout: Int? { layoutWinner }
    /// The scan of the rectangle being encoded (nil between images).
    var currentScan: Scan?

    /// An encoder that builds the file in memory; `finish()` returns it.
    package init(width: Int, height: Int, options: GIFEncoderOptions = GIFEncoderOptions()) {
        self.width = width
        self.height = height
        self.options = options
        let memory = MemoryByteSink()
        self.memory = memory
        self.sink = memory
    }

    /// An encoder that streams the file into `sink` (e.g. an `AtomicFileWriter`).
    package init(width: Int, height: Int, options: GIFEncoderOptions = GIFEncoderOptions(), sink: ByteSink) {
        self.width = width
        self.height = height
        self.options = options
        self.memory = nil
        self.sink = sink
    }

    /// Adds a frame shown for `delayCentiseconds` (clamped to 2…65535: browsers
    /// play 0–1 cs as 10 cs). See `GIFFrameClock` for delays from a frame rate.
    package func addFrame(_ image: RGBAImage, delayCentiseconds: Int) throws {
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
    package func finish() throws -> [UInt8] {
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
}
