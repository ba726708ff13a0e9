import CSDL2

/// An anti-aliasing mask (a line of text, a glyph, a rounded corner)
/// quantised to `levels` steps of coverage and kept as horizontal runs of
/// device pixels, one list of runs per step.
///
/// Why runs and not a texture: SDL's software renderer composites a
/// colour-modulated texture through its generic per-pixel blitter, about
/// 100 ns a pixel, and every distinct coverage byte gives a distinct colour,
/// so a frame of anti-aliased text held 900–1,700 colours (a GIF of it had to
/// be quantised). Drawn as runs, fully covered pixels are an opaque fill
/// (SDL's fast path) and each partial step is one blended fill in a single
/// colour, so a (text colour, background) pair adds at most `levels − 1`
/// colours to a frame, and the same mask gives the same pixels everywhere.
///
/// Invariants: every run lies inside `width × height`; runs of one step do
/// not overlap one another or those of another step; run coordinates are
/// relative to the mask's top-left corner, device pixels.
package struct CoverageRuns {
    /// Coverage steps: a pixel's coverage is rounded to k / levels,
    /// k = 0 … levels (0 draws nothing, `levels` is opaque).
    static let levels = 4

    /// The mask's size, device pixels.
    package var width: Int32
    package var height: Int32
    /// `runs[k]` are the pixels of coverage (k + 1) / levels, k = 0 ..< levels.
    package var runs: [[SDL_Rect]]
    /// The same runs row by row, left to right, all steps mixed: row `y`'s
    /// are `spans[rowStarts[y] ..< rowStarts[y + 1]]`. What a pixel target
    /// draws in one pass (`PixelTarget.fill(_:x:y:within:_:)`).
    var spans: [Span]
    var rowStarts: [Int32]

    /// Pixels `x0 ..< x1` of a row at coverage step `level` (1 … levels).
    struct Span {
        var x0: Int32
        var x1: Int32
        var level: Int32
    }

    /// True when no pixel is covered.
    package var isEmpty: Bool { runs.allSatisfy(\.isEmpty) }

    /// The step (0 … levels) of a coverage byte (0 … 255), rounded to nearest.
    package static func level(ofCoverage alpha: UInt8) -> Int {
        (Int(alpha) * levels + 127) / 255
    }

    /// The opacity in [0, 255] of `level` under a colour of opacity `alpha`:
    /// `alpha × level / levels`, rounded.
    package static func alpha(level: Int, under alpha: UInt8) -> UInt8 {
        UInt8((Int(alpha) * level * 2 + levels) / (2 * levels))
    }

    /// Builds the runs of a `width × height` mask whose coverage at device
    /// pixel (x, y) is `coverage(x, y)` in 0 … 255.
    package init(width: Int, height: Int, coverage: (Int, Int) -> UInt8) {
        self.width = Int32(Swift.max(0, width))
        self.height = Int32(Swift.max(0, height))
        var runs = [[SDL_Rect]](repeating: [], count: CoverageRuns.levels)
        var spans: [Span] = []
        var rowStarts: [Int32] = [0]
        rowStarts.reserveCapacity(Swift.max(0, height) + 1)
        for y in 0..<Swift.max(0, height) {
            defer { rowStarts.append(Int32(spans.count)) }
            var x = 0
            while x < width {
                let level = CoverageRuns.level(ofCoverage: coverage(x, y))
                var end = x + 1
                while end < width, CoverageRuns.level(ofCoverage: coverage(end, y)) == level { end += 1 }
                if level > 0 {
                    runs[level - 1].append(SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(end - x), h: 1))
                    spans.append(Span(x0: Int32(x), x1: Int32(end), level: Int32(level)))
                }
                x = end
            }
        }
        self.runs = runs
        self.spans = spans
        self.rowStarts = rowStarts
    }

    /// The runs of an SDL surface's alpha channel (32 bits per pixel, as
    /// SDL2_ttf's blended rendering gives); empty for other formats.
    package init(alphaOf surface: UnsafeMutablePointer<SDL_Surface>) {
        let s = surface.pointee
        guard let format = s.format, format.pointee.BytesPerPixel == 4, format.pointee.Amask != 0, let base = s.pixels else {
            self.init(width: Int(s.w), height: Int(s.h), coverage: { _, _ in 0 })
            return
        }
        let pitch = Int(s.pitch)
        let mask = format.pointee.Amask
        let shift = UInt32(format.pointee.Ashift)
        let bytes = UnsafeRawPointer(base)
        self.init(width: Int(s.w), height: Int(s.h)) { y, levels in
            let row = bytes + y * pitch
            for x in 0..<levels.count {
                let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                levels[x] = UInt8(CoverageRuns.level(ofCoverage: UInt8((pixel & mask) >> shift)))
            }
        }
    }

    /// Builds the runs of a `width × height` mask row by row: `rowLevels(y,
    /// levels)` writes the step (0 … `levels`) of each pixel of row `y` into
    /// `levels` (`width` entries). The same runs as `init(width:height:coverage:)`
    /// given the coverage those steps round from; each pixel is read once.
    package init(width: Int, height: Int, rowLevels: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let width = Swift.max(0, width), height = Swift.max(0, height)
        self.width = Int32(width)
        self.height = Int32(height)
        var runs = [[SDL_Rect]](repeating: [], count: CoverageRuns.levels)
        var spans: [Span] = []
        var rowStarts: [Int32] = [0]
        rowStarts.reserveCapacity(height + 1)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(1, width)) { buffer in
            let row = UnsafeMutableBufferPointer(rebasing: buffer[0..<width])
            for y in 0..<height {
                defer { rowStarts.append(Int32(spans.count)) }
                rowLevels(y, row)
                var x = 0
                while x < width {
                    let level = row[x]
                    var end = x + 1
                    while end < width, row[end] == level { end += 1 }
                    if level > 0 {
                        runs[Int(level) - 1].append(SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(end - x), h: 1))
                        spans.append(Span(x0: Int32(x), x1: Int32(end), level: Int32(level)))
                    }
                    x = end
                }
            }
        }
        self.runs = runs
        self.spans = spans
        self.rowStarts = rowStarts
    }
}
