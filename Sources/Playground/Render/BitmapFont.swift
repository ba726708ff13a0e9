import Foundation
import PlaygroundAssets

/// A fixed-width bitmap font read from the playground's font file
/// (`assets/font/scrollkit-5x9.font`, format in `assets/font/README.md`).
///
/// All metrics are in font pixels: at `TextSize.small` one font pixel is one
/// logical pixel. Every glyph has the same bitmap size; every printable ASCII
/// character (U+0020…U+007E) is present (the parser enforces both).
struct BitmapFont: Sendable {
    /// The file name of the bundled font inside `PlaygroundAssets.fontDirectory`.
    static let bundledFileName = "scrollkit-5x9.font"

    /// A name for messages.
    let name: String
    /// Width of every glyph bitmap, font pixels (≥ 1).
    let glyphWidth: Int
    /// Height of every glyph bitmap, font pixels (≥ 1).
    let glyphHeight: Int
    /// Horizontal distance between consecutive glyph cells, font pixels (≥ 1).
    let advance: Int
    /// Vertical distance between lines, font pixels (≥ 1).
    let lineHeight: Int
    /// Where the bitmap's top-left sits inside its cell, font pixels.
    let glyphOriginX: Int
    let glyphOriginY: Int
    /// Bitmap rows above the baseline: the height of capitals and digits.
    let ascent: Int

    /// Code point → glyph index.
    private let indexByScalar: [UInt32: Int]
    /// The code point of each glyph, in file order.
    let scalars: [UInt32]
    /// Ink bits, `glyphWidth × glyphHeight` per glyph, row-major, 1 = ink.
    private let bits: [UInt8]

    /// The number of glyphs in the font.
    var glyphCount: Int { scalars.count }

    /// The glyph drawn for a character that has neither a glyph nor a fallback.
    static let replacementScalar: UInt32 = 0xFFFD

    /// ASCII stand-ins for characters the font may lack (used only when the
    /// font has no glyph of its own for them).
    static let fallbacks: [UInt32: String] = [
        0x00BD: "1/2", 0x00BC: "1/4", 0x2152: "1/10", 0x2192: "->", 0x2190: "<-",
        0x2191: "^", 0x2193: "v", 0x00D7: "x", 0x2026: "...", 0x00B7: ".", 0x2013: "-",
        0x2014: "-", 0x2212: "-", 0x2248: "~", 0x00B1: "+-", 0x25CF: "*", 0x00B0: "o",
        0x2018: "'", 0x2019: "'", 0x201C: "\"", 0x201D: "\"", 0x00A0: " ", 0x2009: " ",
        0x202F: " ", 0x21E7: "Shift+",
    ]

    /// True when the font has its own glyph for `scalar`.
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { indexByScalar[scalar.value] != nil }

    /// True when font pixel (x, y) of glyph `index` is ink. Out-of-range
    /// coordinates are paper.
    func isInk(glyph index: Int, x: Int, y: Int) -> Bool {
        guard index >= 0, index < glyphCount, x >= 0, x < glyphWidth, y >= 0, y < glyphHeight else {
            return false
        }
        return bits[(index * glyphHeight + y) * glyphWidth + x] != 0
    }

    /// The glyph indices that draw `line` (one line, no newline), after
    /// fallbacks: a missing character becomes its ASCII stand-in, or the
    /// replacement glyph, or `?`.
    func glyphIndices(for line: Substring) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(line.unicodeScalars.count)
        for scalar in line.unicodeScalars {
            appendGlyphs(for: scalar, to: &out, depth: 0)
        }
        return out
    }

    private func appendGlyphs(for scalar: Unicode.Scalar, to out: inout [Int], depth: Int) {
        if let index = indexByScalar[scalar.value] {
            out.append(index)
            return
        }
        if scalar.value == 0x09 {  // a tab is four spaces
            if let space = indexByScalar[0x20] { out.append(contentsOf: repeatElement(space, count: 4)) }
            return
        }
        if depth == 0, let stand = BitmapFont.fallbacks[scalar.value] {
            for s in stand.unicodeScalars { appendGlyphs(for: s, to: &out, depth: 1) }
            return
        }
        if let index = indexByScalar[BitmapFont.replacementScalar] ?? indexByScalar[0x3F] {
            out.append(index)
        }
    }

    /// The size of `text` in font pixels: the widest line × the number of lines.
    /// A line's width counts whole cells (advance × glyphs).
    func measure(_ text: String) -> (width: Int, height: Int) {
        var widest = 0
        var lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            widest = Swift.max(widest, glyphIndices(for: line).count * advance)
            lines += 1
        }
        return (widest, lines * lineHeight)
    }
}

extension BitmapFont {
    /// Reads the bundled font (`PlaygroundAssets.fontDirectory`).
    /// Throws a `BitmapFontError` naming the missing directory or file, or the
    /// bad line.
    static func bundled() throws(BitmapFontError) -> BitmapFont {
        guard let directory = PlaygroundAssets.fontDirectory else {
            throw BitmapFontError(
                file: "assets/font", line: nil,
                message: "the font directory is missing from the program's resources (PlaygroundAssets bundle)"
            )
        }
        return try load(from: directory.appendingPathComponent(bundledFileName))
    }

    /// Reads and parses a font file.
    static func load(from url: URL) throws(BitmapFontError) -> BitmapFont {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw BitmapFontError(file: url.path, line: nil, message: "cannot read the font file (\(error.localizedDescription))")
        }
        return try parse(text, file: url.lastPathComponent)
    }

    /// Parses font text (format in `assets/font/README.md`); `file` names the
    /// source in errors.
    static func parse(_ text: String, file: String) throws(BitmapFontError) -> BitmapFont {
        func fail(_ line: Int?, _ message: String) -> BitmapFontError {
            BitmapFontError(file: file, line: line, message: message)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        var name = file
        var glyphSize: (Int, Int)?
        var advance: Int?
        var lineHeight: Int?
        var origin = (0, 0)
        var ascent: Int?
        var scalars: [UInt32] = []
        var indexByScalar: [UInt32: Int] = [:]
        var bits: [UInt8] = []

        func positiveInt(_ s: Substring, _ line: Int, _ key: String) throws(BitmapFontError) -> Int {
            guard let v = Int(s.trimmingCharacters(in: .whitespaces)), v >= 1, v <= 64 else {
                throw fail(line, "\(key) must be a whole number from 1 to 64, got '\(s.trimmingCharacters(in: .whitespaces))'")
            }
            return v
        }
        func pair(_ s: Substring, _ separator: Character, _ line: Int, _ key: String, minimum: Int) throws(BitmapFontError) -> (Int, Int) {
            let parts = s.trimmingCharacters(in: .whitespaces).split(separator: separator)
            guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]),
                  a >= minimum, b >= minimum, a <= 64, b <= 64
            else {
                throw fail(line, "\(key) must be two whole numbers from \(minimum) to 64 as 'A\(separator)B', got '\(s.trimmingCharacters(in: .whitespaces))'")
            }
            return (a, b)
        }

        var i = 0
        // Header.
        while i < lines.count {
            let line = lines[i]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix(";") { i += 1; continue }
            if trimmed.hasPrefix("U+") { break }
            guard let colon = line.firstIndex(of: ":") else {
                throw fail(i + 1, "expected 'key: value' in the header or a glyph line 'U+XXXX label', got '\(trimmed)'")
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...]
            switch key {
            case "name": name = value.trimmingCharacters(in: .whitespaces)
            case "glyph-size": glyphSize = try pair(value, "x", i + 1, key, minimum: 1)
            case "advance": advance = try positiveInt(value, i + 1, key)
            case "line-height": lineHeight = try positiveInt(value, i + 1, key)
            case "glyph-origin": origin = try pair(value, ",", i + 1, key, minimum: 0)
            case "ascent": ascent = try positiveInt(value, i + 1, key)
            default: throw fail(i + 1, "unknown header key '\(key)'")
            }
            i += 1
        }
        guard let (width, height) = glyphSize else { throw fail(nil, "the header lacks 'glyph-size: WxH'") }
        guard let advance else { throw fail(nil, "the header lacks 'advance: N'") }
        guard let lineHeight else { throw fail(nil, "the header lacks 'line-height: N'") }
        let ascentRows = ascent ?? height
        guard ascentRows <= height else { throw fail(nil, "ascent \(ascentRows) is taller than the glyph height \(height)") }

        // Glyphs.
        while i < lines.count {
            let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix(";") { i += 1; continue }
            let headerLine = i + 1
            guard trimmed.hasPrefix("U+") else {
                throw fail(headerLine, "expected a glyph line 'U+XXXX label', got '\(trimmed)'")
            }
            let hex = trimmed.dropFirst(2).prefix { $0.isHexDigit }
            guard (4...6).contains(hex.count), let value = UInt32(hex, radix: 16),
                  Unicode.Scalar(value) != nil
            else {
                throw fail(headerLine, "'\(trimmed)' does not start with a valid code point U+XXXX")
            }
            guard indexByScalar[value] == nil else {
                throw fail(headerLine, "U+\(hex) is defined twice")
            }
            var glyphBits: [UInt8] = []
            glyphBits.reserveCapacity(width * height)
            for row in 0..<height {
                let lineNumber = headerLine + 1 + row
                guard lineNumber - 1 < lines.count else {
                    throw fail(lineNumber, "glyph U+\(hex) ends after \(row) rows; every glyph has \(height)")
                }
                let rowText = lines[lineNumber - 1].trimmingCharacters(in: .whitespaces)
                if rowText.hasPrefix("U+") || rowText.isEmpty {
                    throw fail(lineNumber, "glyph U+\(hex) has \(row) rows; every glyph has \(height)")
                }
                guard rowText.count == width else {
                    throw fail(lineNumber, "glyph U+\(hex) row \(row + 1) is \(rowText.count) wide; every row is \(width) ('#' ink, '.' paper)")
                }
                for ch in rowText {
                    switch ch {
                    case "#": glyphBits.append(1)
                    case ".": glyphBits.append(0)
                    default:
                        throw fail(lineNumber, "glyph U+\(hex) row \(row + 1) has '\(ch)'; rows hold only '#' and '.'")
                    }
                }
            }
            // A row after the last one that still looks like bitmap data means a too-tall glyph.
            let after = headerLine + height
            if after < lines.count {
                let next = lines[after].trimmingCharacters(in: .whitespaces)
                if !next.isEmpty, next.allSatisfy({ $0 == "#" || $0 == "." }) {
                    throw fail(after + 1, "glyph U+\(hex) has more than \(height) rows")
                }
            }
            indexByScalar[value] = scalars.count
            scalars.append(value)
            bits.append(contentsOf: glyphBits)
            i = headerLine + height
        }
        let missing = (0x20...0x7E).filter { indexByScalar[UInt32($0)] == nil }
        guard missing.isEmpty else {
            let list = missing.prefix(8).map { "U+" + String($0, radix: 16, uppercase: true).leftPadded(to: 4) }
            throw fail(nil, "missing printable ASCII glyphs: \(list.joined(separator: ", "))\(missing.count > 8 ? " and \(missing.count - 8) more" : "")")
        }
        return BitmapFont(
            name: name, glyphWidth: width, glyphHeight: height, advance: advance, lineHeight: lineHeight,
            glyphOriginX: origin.0, glyphOriginY: origin.1, ascent: ascentRows,
            indexByScalar: indexByScalar, scalars: scalars, bits: bits
        )
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
