import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Text in other scripts is laid out at the width the canvas draws it:
/// ideographs and kana on a square em (Noto Sans CJK), Hangul at 0.92 em,
/// emoji at the colour font's 136/109 em; Chinese and Japanese break
/// between any two characters, not only at spaces.
@Suite("Text in every script: widths and breaks") struct TextScriptMetricsTests {
    typealias T = LayoutTestSupport

    @Test func ideographsKanaHangulAndEmojiWidths() {
        let body = Font.body  // 17 points
        #expect(abs(TextMetrics.width("日本語", body) - 3 * 17) < 1e-9)
        #expect(abs(TextMetrics.width("スクロール", body) - 5 * 17) < 1e-9)
        #expect(abs(TextMetrics.width("안녕", body) - 2 * 0.92 * 17) < 1e-9)
        // One emoji is one character, skin tone and variation selector included.
        #expect(abs(TextMetrics.width("👍🏽❤️", body) - 2 * 136.0 / 109.0 * 17) < 1e-9)
        // Latin keeps its classes: "Hi" = 0.68 + 0.30 em.
        #expect(abs(TextMetrics.width("Hi", body) - 0.98 * 17) < 1e-9)
    }

    @Test func chineseBreaksBetweenCharactersNotBeforeClosingPunctuation() {
        // 14 characters of 17 points in 100 points: 5 a line (85 ≤ 100 < 102).
        let lines = TextMetrics.lines("在本文中，我们将探讨如何获得", .body, maxWidth: 100, limit: nil)
        // Greedy: "在本文中，" is 85 (the comma stays with 中), "我" would make 102.
        #expect(lines.map(String.init) == ["在本文中，", "我们将探讨", "如何获得"])
        #expect(lines.allSatisfy { TextMetrics.width($0, .body) <= 100 })
        #expect(!lines.contains { $0.first == "，" })
    }

    @Test func aChineseTextWrapsInItsFrame() {
        let view = Text("在本文中，我们将探讨如何获得").frame(width: 100)
        let texts = T.texts(ViewLayoutEngine.layout(view, in: T.phone).displayList)
        #expect(texts.first?.lines.count ?? 0 >= 3)
    }

    @Test func koreanBreaksAtSpaces() {
        let lines = TextMetrics.lines("안녕하세요 스크롤 뷰", .body, maxWidth: 100, limit: nil)
        #expect(lines.map(String.init) == ["안녕하세요", "스크롤 뷰"])
    }
}
