/// Text measurement without a font file: each character advances by a
/// fixed fraction of the font size for its class, fractions chosen to
/// match Inter (the face the playground draws with, standing in for SF
/// Pro) on average: digits 0.62 em (tabular), capitals 0.68, lower case
/// 0.55, narrow marks (i, l, j, t, f, r, punctuation) 0.30, wide letters
/// (m, w, M, W) 0.85, the space 0.28, anything else 0.60; semibold and
/// bolder 4 % wider. A word's width is off from the real glyphs by a few
/// percent, a line's by less; the playground's canvas draws the real glyphs
/// in the frame this gives.
enum TextMetrics {
    /// The advance of `c` in ems.
    static func advance(_ c: Character) -> CGFloat {
        switch c {
        case " ": return 0.28
        case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|", "I", "(", ")", "[", "]": return 0.30
        case "m", "w", "M", "W": return 0.85
        case "0"..."9": return 0.62
        case "A"..."Z": return 0.68
        case "a"..."z": return 0.55
        default: return 0.60
        }
    }

    /// The width of one line of `text` in `font`, points.
    static func width(_ text: Substring, _ font: Font) -> CGFloat {
        let ems = text.reduce(0) { $0 + advance($1) }
        return ems * font.size * (font.weight.rawValue >= 600 ? 1.04 : 1)
    }

    /// `text` broken into lines no wider than `maxWidth` (nil: only at
    /// newlines), at spaces, a word longer than a line left whole;
    /// at most `limit` lines.
    static func lines(_ text: String, _ font: Font, maxWidth: CGFloat?, limit: Int?) -> [Substring] {
        var out: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, width(paragraph, font) > maxWidth else {
                out.append(paragraph)
                continue
            }
            var line: Substring?
            for word in paragraph.split(separator: " ") {
                if let current = line {
                    let joined = paragraph[current.startIndex..<word.endIndex]
                    if width(joined, font) <= maxWidth {
                        line = joined
                    } else {
                        out.append(current)
                        line = word
                    }
                } else {
                    line = word
                }
            }
            if let line { out.append(line) }
        }
        if let limit, limit > 0, out.count > limit { out = Array(out.prefix(limit)) }
        return out
    }
}
