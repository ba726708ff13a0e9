import CSDL2
import Testing
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// The fast paths that build a text mask and decide whether a line has ink
/// give exactly what the plain definitions give.
@Suite("Coverage runs") struct CoverageRunsTests {
    /// Everything a mask holds, comparable.
    static func contents(_ m: CoverageRuns) -> [[Int32]] {
        var out: [[Int32]] = [[m.width, m.height], m.rowStarts]
        out.append(m.spans.flatMap { [$0.x0, $0.x1, $0.level] })
        for step in m.runs { out.append(step.flatMap { [$0.x, $0.y, $0.w, $0.h] }) }
        return out
    }

    /// A coverage byte for (x, y) from a fixed pseudo-random sequence, with
    /// long equal stretches (as glyph masks have) and every byte value.
    static func coverage(_ x: Int, _ y: Int, seed: Int) -> UInt8 {
        var h = UInt64(truncatingIfNeeded: (x / 3) &* 73_856_093 ^ y &* 19_349_663 ^ seed &* 83_492_791)
        h = (h ^ (h >> 13)) &* 0x5bd1_e995
        return (h >> 7) % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: h >> 17)
    }

    @Test("row-by-row steps build the same runs and spans as per-pixel coverage")
    func rowLevelsMatchCoverage() {
        for (width, height, seed) in [(0, 0, 1), (0, 5, 2), (7, 0, 3), (1, 1, 4), (1, 9, 5), (13, 4, 6), (64, 31, 7), (200, 3, 8)] {
            let plain = CoverageRuns(width: width, height: height) { x, y in Self.coverage(x, y, seed: seed) }
            let rows = CoverageRuns(width: width, height: height) { y, levels in
                for x in 0..<levels.count { levels[x] = UInt8(CoverageRuns.level(ofCoverage: Self.coverage(x, y, seed: seed))) }
            }
            #expect(Self.contents(rows) == Self.contents(plain), "\(width)×\(height)")
        }
    }

    @Test("a surface's alpha channel gives the runs of its coverage bytes")
    func alphaOfSurface() throws {
        let (width, height) = (37, 11)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        let bytes = try #require(surface.pointee.pixels).assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                // ARGB8888: alpha in the top byte; the colour bytes must not leak in.
                let word = UInt32(Self.coverage(x, y, seed: 9)) << 24 | 0x00FF_7F01
                UnsafeMutableRawPointer(bytes + y * pitch + x * 4).storeBytes(of: word, as: UInt32.self)
            }
        }
        let expected = CoverageRuns(width: width, height: height) { x, y in Self.coverage(x, y, seed: 9) }
        #expect(Self.contents(CoverageRuns(alphaOf: surface)) == Self.contents(expected))
        #expect(!expected.isEmpty)
    }

    @Test("hasInk agrees with Character.isWhitespace on plain and other text")
    func hasInkMatchesWhitespace() {
        let pieces = ["", " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{1F}", "\u{7F}", "a", "0", ".", "\u{A0}", "\u{2003}", "\u{85}", "é", "→"]
        for a in pieces {
            for b in pieces {
                for c in [" ", "x", "\u{2028}"] {
                    let text = a + b + c
                    #expect(TextRasterizer.hasInk(text) == text.contains(where: { !$0.isWhitespace }), "\(Array(text.unicodeScalars))")
                }
                let text = a + b
                #expect(TextRasterizer.hasInk(text) == text.contains(where: { !$0.isWhitespace }), "\(Array(text.unicodeScalars))")
            }
        }
    }
}
