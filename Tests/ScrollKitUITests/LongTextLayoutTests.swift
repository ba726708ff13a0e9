import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A long text (a 1 MB article in a scroll view) is laid out in time
/// linear in its length, broken into lines once per width asked in a
/// pass, and only the lines that can show go into the display list; the
/// lines are exactly those of the greedy rule (`greedyLines`: each line the
/// longest run of pieces whose whole width fits).
@Suite("A long text: linear breaking, visible lines only") struct LongTextLayoutTests {
    typealias T = LayoutTestSupport

    /// 64 bytes; 16,384 copies are 1 MB.
    static let sentence = "lorem ipsum dolor sit amet, consectetur adipiscing elit sed do. "

    /// The rule itself, without shortcuts: every candidate line measured
    /// whole (the square of a line's length per line).
    static func greedyLines(_ paragraph: Substring, _ font: Font, _ maxWidth: CGFloat) -> [String] {
        guard TextMetrics.width(paragraph, font) > maxWidth else { return [String(paragraph)] }
        var out: [String] = []
        var line: Substring?
        for piece in TextMetrics.breakUnits(paragraph) {
            if let current = line {
                let joined = paragraph[current.startIndex..<piece.endIndex]
                if TextMetrics.width(joined, font) <= maxWidth { line = joined } else { out.append(String(current)); line = piece }
            } else {
                line = piece
            }
        }
        if let line { out.append(String(line)) }
        return out
    }

    @Test(arguments: [
        String(repeating: sentence, count: 40),
        "  leading spaces,  double  spaces and a wordthatislongerthanawholelineoftextatthiswidthsurely then more words",
        "mixed 日本語のテキスト、そして English words, 안녕하세요 스크롤 뷰 and 👍🏽❤️ emoji between them all",
        "a carriage\r\nreturn inside a paragraph, with Größe and ligne ✓ and more words after it to wrap",
    ])
    func linesAreTheGreedyRulesExactly(_ text: String) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // The ASCII shortcut splits on bytes as `split` does on characters.
            #expect(TextMetrics.breakUnits(text[...]) == text.split(separator: " "))
        }
        for font in [Font.body, .largeTitle, .headline] {
            for width: CGFloat in [40, 100, 233.7, 358] {
                let got = TextMetrics.lines(text, font, maxWidth: width, limit: nil).map(String.init)
                #expect(got == Self.greedyLines(text[...], font, width), "\(font.size) pt in \(width)")
            }
        }
    }

    @Test func aLineLimitKeepsTheFirstLines() {
        let text = String(repeating: Self.sentence, count: 40)
        let all = TextMetrics.lines(text, .body, maxWidth: 200, limit: nil)
        #expect(TextMetrics.lines(text, .body, maxWidth: 200, limit: 3) == Array(all.prefix(3)))
        #expect(TextMetrics.lines(text, .body, maxWidth: 200, limit: 0) == all)
    }

    struct LongText: View {
        var count: Int
        var body: some View {
            ScrollView {
                Text(String(repeating: LongTextLayoutTests.sentence, count: count)).padding()
            }
        }
    }

    /// A 1 MB text at the start and deep inside: each pass breaks the
    /// paragraph once per width asked, at most three (the screen's width
    /// less the padding; the scroll view's, as wide as its content, less
    /// the padding again, a rounding error off the text's own; the text's
    /// frame), measures each byte at most twice a break, and puts a
    /// screenful of lines into the display list, each where it would be
    /// with all of them.
    @Test(arguments: [0.0, 200_000.0])
    func aMegabyteTextIsBrokenLinearlyAndSendsAScreenful(_ offset: Double) throws {
        let count = 16_384
        let bytes = count * Self.sentence.utf8.count
        let meter = TextMeter()
        let graph = ViewGraph()
        graph.textLines.meter = meter
        let layout = ViewLayoutEngine.layout(LongText(count: count), in: T.phone, scrollOffset: CGPoint(x: 0, y: offset), graph: graph)
        #expect(layout.passes == 1)
        #expect(meter.paragraphsBroken >= 1 && meter.paragraphsBroken <= 3 * layout.passes, "broken \(meter.paragraphsBroken) times")
        #expect(meter.charactersMeasured <= 2 * bytes * meter.paragraphsBroken)
        let text = try #require(T.texts(layout.displayList).first)
        let lineHeight = Font.body.lineHeight
        // The screen holds 852 / 22 ≈ 39 lines; one more each side, and one
        // for a line cut at each edge.
        let screenful = Int((T.phone.height / lineHeight).rounded(.up)) + 3
        #expect(text.lines.count <= screenful)
        #expect(meter.linesEmitted == text.lines.count)
        // The frame is the whole text's; the lines are those at the offset.
        let all = TextMetrics.lines(String(repeating: Self.sentence, count: count), .body, maxWidth: text.frame.width + TextNode.slack, limit: nil)
        #expect(text.frame.height == Double(all.count) * Double(lineHeight))
        let top = text.frame.minY
        let expectedFirst = max(0, Int(((0 - top) / Double(lineHeight)).rounded(.down)) - 1)
        #expect(text.firstLine == expectedFirst)
        #expect(text.lines == all[expectedFirst..<(expectedFirst + text.lines.count)].map(String.init))
    }

    /// Scrolled, the same text is not broken again: its lines are kept
    /// from the pass before while its string, font and width stay (a new
    /// copy of the string, as a body makes at every pass, included).
    @Test func aScrolledLongTextIsNotBrokenAgain() throws {
        let graph = ViewGraph()
        let first = TextMeter()
        graph.textLines.meter = first
        let a = ViewLayoutEngine.layout(LongText(count: 4_096), in: T.phone, scrollOffset: CGPoint(x: 0, y: 1_000), graph: graph)
        #expect(first.paragraphsBroken >= 1)
        var offsets: [Double] = []
        for step in 1...3 {
            let meter = TextMeter()
            graph.textLines.meter = meter
            let b = ViewLayoutEngine.layout(LongText(count: 4_096), in: T.phone, scrollOffset: CGPoint(x: 0, y: 1_000 + 100 * Double(step)), graph: graph)
            #expect(meter.paragraphsBroken == 0, "pass \(step)")
            let text = try #require(T.texts(b.displayList).first)
            offsets.append(text.frame.minY)
        }
        let before = try #require(T.texts(a.displayList).first)
        // 100 points a step: the text moved up by as much.
        #expect(offsets == [1, 2, 3].map { before.frame.minY - 100 * Double($0) })
    }

    /// A text that fits on the screen sends every line, from the first.
    @Test func aShortTextSendsEveryLine() throws {
        let layout = ViewLayoutEngine.layout(LongText(count: 3), in: T.phone)
        let text = try #require(T.texts(layout.displayList).first)
        #expect(text.firstLine == 0)
        #expect(text.lines.count == TextMetrics.lines(String(repeating: Self.sentence, count: 3), .body, maxWidth: text.frame.width + TextNode.slack, limit: nil).count)
    }
}
