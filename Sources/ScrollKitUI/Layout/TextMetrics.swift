/// Text measurement without a font file: each character advances by a
/// fixed fraction of the font size for its class, fractions chosen to
/// match Inter (the face the playground draws with, standing in for SF
/// Pro) on average: digits 0.62 em (tabular), capitals 0.68, lower case
/// 0.55, narrow marks (i, l, j, t, f, r, punctuation) 0.30, wide letters
/// (m, w, M, W) 0.85, the space 0.28, anything else 0.60; semibold and
/// bolder 4 % wider; regular text of 20 points or more 9 % narrower (see
/// `displayCut`). A word's width is off from the real glyphs by a few
/// percent, a line's by less; the playground's canvas draws the real glyphs
/// in the frame this gives.
enum TextMetrics {
    /// Points from which regular text is drawn in the display cut of the
    /// face (Inter Display, as iOS switches SF Pro Text to SF Pro Display).
    static let displaySize: CGFloat = 20

    /// The width of the display cut relative to the text cut: Inter
    /// Display's advances are 9 % narrower than Inter's (0.90–0.91 over a
    /// sentence, a label with digits and the alphabet, measured on the font
    /// files). Semibold text is drawn in Inter SemiBold at every size.
    static let displayCut: CGFloat = 0.91

    /// The advance of `c` in ems.
    static func advance(_ c: Character) -> CGFloat {
        switch c {
        case " ": return 0.28
        case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|", "I", "(", ")", "[", "]": return 0.30
        case "m", "w", "M", "W": return 0.85
        case "0"..."9": return 0.62
        case "A"..."Z": return 0.68
        case "a"..."z": return 0.55
        default: return otherAdvance(c)
        }
    }

    /// The advance of an emoji drawn from the colour font of the canvas's
    /// fallback chain (Noto Color Emoji), in ems: its glyphs are 136 pixels
    /// wide in a strike of 109 pixels per em, and the canvas scales the
    /// strike to the size (Apple Color Emoji is about as wide, 1.2–1.3 em).
    static let emojiAdvance: CGFloat = 136.0 / 109.0

    /// The advance of a character outside ASCII, in ems, as the canvas
    /// draws it: emoji `emojiAdvance`; Han ideographs, kana, CJK
    /// punctuation and full-width forms 1 em (Noto Sans CJK draws them on a
    /// square em); Hangul syllables and jamo 0.92 em (Noto Sans CJK's
    /// Hangul advance); half-width forms 0.5 em; Cyrillic capitals 0.74 and
    /// lower case 0.61 (Inter's averages over the alphabet); a combining
    /// mark or format character 0 (drawn on its base); anything else 0.60.
    static func otherAdvance(_ c: Character) -> CGFloat {
        guard let first = c.unicodeScalars.first else { return 0 }
        if c.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x200D }),
           !c.unicodeScalars.contains(where: { $0.value == 0xFE0E }) {
            return emojiAdvance
        }
        switch first.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return 0.92
        case 0x2E80...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return 1
        case 0xFF61...0xFFDC: return 0.5
        case 0x0410...0x042F, 0x0400...0x040F: return 0.74
        case 0x0430...0x045F: return 0.61
        case 0x0300...0x036F, 0x200B...0x200F: return 0
        default: return 0.60
        }
    }

    /// The width of one line of `text` in `font`, points.
    static func width(_ text: Substring, _ font: Font) -> CGFloat {
        ems(asciiEms(text) ?? text.reduce(0) { $0 + advance($1) }, font)
    }

    /// `advance` of each ASCII character, by its code: read from `advance`
    /// itself, so the table cannot disagree with it.
    private static let asciiAdvances: [CGFloat] = (0..<128).map { advance(Character(Unicode.Scalar(UInt8($0)))) }

    /// The sum of `advance` over `text`, added in the same order, when
    /// every byte is ASCII and none is a carriage return (then each byte is
    /// one character; "\r\n" is one character of two bytes); nil otherwise.
    /// Comparing `Character`s goes through string comparison, which made
    /// measuring text most of the cost of laying out rows of text.
    private static func asciiEms(_ text: Substring) -> CGFloat? {
        let sum = text.utf8.withContiguousStorageIfAvailable { bytes -> CGFloat? in
            asciiAdvances.withUnsafeBufferPointer { table in
                var ems: CGFloat = 0
                for b in bytes {
                    guard b < 0x80, b != 0x0D else { return nil }
                    ems += table[Int(b)]
                }
                return ems
            }
        }
        return sum ?? nil
    }

    /// `text` broken into lines no wider than `maxWidth` (nil: only at
    /// newlines), at spaces and between ideographs (`breakUnits`), a word
    /// longer than a line left whole;
    /// at most `limit` lines.
    ///
    /// Linear in the text's length: each piece is measured once as it is
    /// added to the line (its width is summed onto the line's, in the same
    /// order `width` sums, so the result is exactly `width`'s), and once
    /// more when it starts a new line; no line is measured from its start
    /// again. Measuring each candidate line whole cost the square of a
    /// line's length per line, seconds for a 1 MB text.
    static func lines(_ text: String, _ font: Font, maxWidth: CGFloat?, limit: Int?, meter: TextMeter? = nil) -> [Substring] {
        var out: [Substring] = []
        let limit = limit.flatMap { $0 > 0 ? $0 : nil }
        // Without a line feed byte the text is one paragraph (a line feed
        // is always a character of its own, or part of "\r\n", which the
        // split does not match either): no split to allocate.
        let paragraphs = containsByte(text[...], where: { $0 == 0x0A }) ? text.split(separator: "\n", omittingEmptySubsequences: false) : [text[...]]
        for paragraph in paragraphs {
            if let limit, out.count >= limit { break }
            guard let maxWidth, width(paragraph, font) > maxWidth else {
                out.append(paragraph)
                continue
            }
            meter?.paragraphsBroken += 1
            var measured = 0
            defer { meter?.charactersMeasured += measured }
            if asciiLines(paragraph, font, maxWidth, limit, into: &out, counting: &measured) { continue }
            var line: Substring?
            var lineEms: CGFloat = 0
            for word in breakUnits(paragraph) {
                if let current = line {
                    var joinedEms = lineEms
                    addEms(paragraph[current.endIndex..<word.endIndex], to: &joinedEms, counting: &measured)
                    if ems(joinedEms, font) <= maxWidth {
                        line = paragraph[current.startIndex..<word.endIndex]
                        lineEms = joinedEms
                    } else {
                        out.append(current)
                        if let limit, out.count >= limit { return out }
                        line = word
                        lineEms = 0
                        addEms(word, to: &lineEms, counting: &measured)
                    }
                } else {
                    line = word
                    addEms(word, to: &lineEms, counting: &measured)
                }
            }
            if let line { out.append(line) }
        }
        if let limit, out.count > limit { out = Array(out.prefix(limit)) }
        return out
    }

    /// The loop of `lines` for one paragraph on its bytes, when all are
    /// ASCII and none is a carriage return (then a byte is a character, the
    /// pieces are the runs of bytes between spaces, and a byte's advance is
    /// `asciiAdvances`'): the same lines, summed in the same order, with no
    /// `Substring` made but the lines themselves (making one per word, and
    /// retaining and releasing the text's storage for each, was most of
    /// the time). Appends to `out` (at most up to `limit` lines in all) and
    /// returns true; returns false, appending nothing, for other text.
    private static func asciiLines(
        _ paragraph: Substring, _ font: Font, _ maxWidth: CGFloat, _ limit: Int?, into out: inout [Substring],
        counting measured: inout Int
    ) -> Bool {
        let utf8 = paragraph.utf8
        var ranges: [Range<Int>] = []
        let done = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return false }
            asciiAdvances.withUnsafeBufferPointer { table in
                let n = bytes.count
                var i = 0
                var line: Range<Int>?
                var lineEms: CGFloat = 0
                while i < n {
                    while i < n, bytes[i] == 0x20 { i += 1 }
                    guard i < n else { break }
                    let start = i
                    while i < n, bytes[i] != 0x20 { i += 1 }
                    if let current = line {
                        var joinedEms = lineEms
                        for k in current.upperBound..<i { joinedEms += table[Int(bytes[k])] }
                        measured += i - current.upperBound
                        if ems(joinedEms, font) <= maxWidth {
                            line = current.lowerBound..<i
                            lineEms = joinedEms
                            continue
                        }
                        ranges.append(current)
                        if let limit, out.count + ranges.count >= limit { line = nil; break }
                    }
                    line = start..<i
                    lineEms = 0
                    for k in start..<i { lineEms += table[Int(bytes[k])] }
                    measured += i - start
                }
                if let line { ranges.append(line) }
            }
            return true
        }
        guard done == true else { return false }
        let base = utf8.startIndex
        for r in ranges {
            out.append(paragraph[utf8.index(base, offsetBy: r.lowerBound)..<utf8.index(base, offsetBy: r.upperBound)])
        }
        return true
    }

    /// The width in points of `ems` of `font`, as `width` computes it.
    private static func ems(_ ems: CGFloat, _ font: Font) -> CGFloat {
        let cut: CGFloat = font.weight.rawValue >= 600 ? 1.04 : font.size >= displaySize ? displayCut : 1
        return ems * font.size * cut
    }

    /// Adds the advances of `text`'s characters to `ems`, one by one in
    /// order (so a line summed piece by piece equals the line summed whole).
    /// `measured` counts the bytes measured.
    private static func addEms(_ text: Substring, to ems: inout CGFloat, counting measured: inout Int) {
        measured += text.utf8.count
        let done = text.utf8.withContiguousStorageIfAvailable { bytes -> CGFloat? in
            asciiAdvances.withUnsafeBufferPointer { table in
                var sum = ems
                for b in bytes {
                    guard b < 0x80, b != 0x0D else { return nil }
                    sum += table[Int(b)]
                }
                return sum
            }
        }
        if let sum = done ?? nil {
            ems = sum
        } else {
            for c in text { ems += advance(c) }
        }
    }

    /// The pieces a line may break between: the words between spaces, and
    /// inside a word every character of a script written without spaces
    /// (Han, kana, CJK punctuation, full-width forms: `otherAdvance`'s
    /// 1-em class), as iOS breaks Chinese and Japanese between any two
    /// characters; never before closing punctuation (、。，．」』）) nor
    /// after opening punctuation (「『（), the common line-breaking rules
    /// of those languages. Hangul keeps its spaces: Korean breaks between
    /// words.
    static func breakUnits(_ paragraph: Substring) -> [Substring] {
        if let words = asciiWords(paragraph) { return words }
        let words = paragraph.split(separator: " ")
        guard containsByte(paragraph, where: { $0 >= 0xE0 }) else { return words }  // no 3-byte character: no ideograph
        var out: [Substring] = []
        for word in words {
            var start = word.startIndex
            var i = word.startIndex
            while i < word.endIndex {
                let next = word.index(after: i)
                if next < word.endIndex, isIdeographic(word[i]) || isIdeographic(word[next]),
                   !"、。，．」』）！？：；〉》".contains(word[next]), !"「『（〈《".contains(word[i]) {
                    out.append(word[start..<next])
                    start = next
                }
                i = next
            }
            out.append(word[start..<word.endIndex])
        }
        return out
    }

    /// `paragraph.split(separator: " ")` found on its bytes, when every
    /// byte is ASCII (then a space byte is a space character: no mark can
    /// join it); nil otherwise. Splitting by `Character` finds grapheme
    /// boundaries first, most of the cost of breaking a long text.
    private static func asciiWords(_ paragraph: Substring) -> [Substring]? {
        let utf8 = paragraph.utf8
        let found = utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
            var words: [Substring] = []
            var start = -1
            for (i, b) in bytes.enumerated() {
                guard b < 0x80 else { return nil }
                if b == 0x20 {
                    if start >= 0 { words.append(paragraph[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: i)]) }
                    start = -1
                } else if start < 0 {
                    start = i
                }
            }
            if start >= 0 { words.append(paragraph[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.endIndex]) }
            return words
        }
        return found ?? nil
    }

    /// True when a byte of `text`'s UTF-8 satisfies `test`, read from its
    /// storage (going through `String.UTF8View`'s indices byte by byte was
    /// a quarter of a long text's layout).
    static func containsByte(_ text: Substring, where test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? text.utf8.contains(where: test)
    }

    /// True for a character of a script written without spaces between words.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x2E80...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF01...0xFF60, 0x20000...0x3FFFF:
            return true
        default: return false
        }
    }
}
