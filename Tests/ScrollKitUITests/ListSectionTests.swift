import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Two sections as a settings screen writes them: a header over two rows
/// (a 10-pt and a 40-pt one) and a section without a header, one row and a
/// footer.
struct TwoSectionList: View {
    var body: some View {
        List {
            Section("Fruits") {
                Color.blue.frame(height: 10)
                Color.green.frame(height: 40)
            }
            Section {
                Color.red.frame(height: 10)
            } footer: {
                Text("About")
            }
        }
    }
}

/// The same rows with no sections: one implicit section.
struct LooseRowsForm: View {
    var body: some View {
        Form {
            Color.blue.frame(height: 10)
            Color.red.frame(height: 10)
        }
        .listStyle(.plain)  // a form stays inset-grouped
    }
}

/// `List` and `Form` sections in iOS's looks (`ListLook`). Frames on a
/// 393-pt phone, by hand from the metrics docs/views.md gives: a row is
/// max(44, content + 2 × 6) tall; inset-grouped cards are 20 pt in from
/// each side (353 wide), the rows' content 16 pt in from the card (x 36,
/// 321 wide), 35 pt above each section and below the last, a header's
/// footnote line (18 pt) 7 pt over its card, a footer's 7 pt under it;
/// separators (1 pt, one pixel at scale 1) from the text's x to the card's
/// trailing edge under every row but a section's last.
@Suite("List and Form sections") struct ListSectionTests {
    typealias T = LayoutTestSupport

    static func separators(_ list: DisplayList) -> [Rect] {
        T.shapes(list).filter { $0.frame.height == Divider.thickness }.map(\.frame)
    }

    @Test func insetGroupedSectionsAreCardsWithCaptionHeaders() {
        let layout = ViewLayoutEngine.layout(TwoSectionList(), in: T.phone)
        let list = layout.displayList
        // The grouped background fills the list.
        #expect(T.fills(list, Color(lightHex: 0xF2F2F7, darkHex: 0)).first == T.rect(0, 0, 393, 852))
        // Header: y 35, 18 tall, 7 over the card → the card at 60.
        // Row 1: 44 (10 + 12 < 44) at 60; row 2: 40 + 12 = 52 at 104; then 35;
        // section 2's row at 156 + 35 = 191, 44 tall.
        #expect(T.fills(list, .white) == [T.rect(20, 60, 353, 44), T.rect(20, 104, 353, 52), T.rect(20, 191, 353, 44)])
        #expect(T.fills(list, .blue) == [T.rect(36, 60 + 17, 321, 10)])
        #expect(T.fills(list, .green) == [T.rect(36, 104 + 6, 321, 40)])
        #expect(T.fills(list, .red) == [T.rect(36, 191 + 17, 321, 10)])
        // One separator: under row 1 (not under a section's last row).
        #expect(Self.separators(list) == [T.rect(36, 103, 337, 1)])
        // The card's corners: the first row's top ones, the last row's bottom ones, a lone row's all four.
        let cards = T.shapes(list).filter { $0.paint == .fill(Color.white.light.rgb) }.map(\.kind)
        #expect(cards == [
            .unevenRoundedRectangle(topLeading: 10, bottomLeading: 0, bottomTrailing: 0, topTrailing: 10, style: .continuous),
            .unevenRoundedRectangle(topLeading: 0, bottomLeading: 10, bottomTrailing: 10, topTrailing: 0, style: .continuous),
            .unevenRoundedRectangle(topLeading: 10, bottomLeading: 10, bottomTrailing: 10, topTrailing: 10, style: .continuous),
        ])
        // The header uppercased in gray footnote text at the rows' x; the footer as written, 7 under the card.
        let texts = T.texts(list)
        let header = texts.first { $0.lines == ["FRUITS"] }
        #expect(header?.frame.origin == Point(x: 36, y: 35))
        #expect(header?.fontSize == 13)
        let footer = texts.first { $0.lines == ["About"] }
        #expect(footer?.frame.origin == Point(x: 36, y: 235 + 7))
        #expect(footer?.fontSize == 13)
        // Content: footer line 18 at 242, then the closing 35.
        #expect(layout.contentSize == CGSize(width: 393, height: 242 + 18 + 35))
    }

    @Test func aFormIsInsetGroupedAndItsLooseRowsOneSection() {
        let list = ViewLayoutEngine.layout(LooseRowsForm(), in: T.phone).displayList
        #expect(T.fills(list, .white) == [T.rect(20, 35, 353, 44), T.rect(20, 79, 353, 44)])
        #expect(Self.separators(list) == [T.rect(36, 78, 337, 1)])
    }

    @Test func aPlainListHasHeaderBandsAndEdgeToEdgeRows() {
        let layout = ViewLayoutEngine.layout(TwoSectionList().listStyle(.plain), in: T.phone)
        let list = layout.displayList
        // Header band: a headline line (22) with 6 above and below, the list's width.
        #expect(T.fills(list, Color(lightHex: 0xF2F2F7, darkHex: 0)) == [T.rect(0, 0, 393, 34)])
        // Rows from 34: 44, 52; section 2's row at 130 (no spacing); content 20 in.
        #expect(T.fills(list, .blue) == [T.rect(20, 34 + 17, 353, 10)])
        #expect(T.fills(list, .green) == [T.rect(20, 78 + 6, 353, 40)])
        #expect(T.fills(list, .red) == [T.rect(20, 130 + 17, 353, 10)])
        #expect(T.fills(list, .white).isEmpty)
        // Separator from the text's x (20) to the list's trailing edge.
        #expect(Self.separators(list) == [T.rect(20, 77, 373, 1)])
        let header = T.texts(list).first { $0.lines == ["Fruits"] }
        #expect(header?.frame.origin == Point(x: 20, y: 6))
        #expect(header?.fontSize == 17)
    }

    /// `.inset`: the inset-grouped geometry (rows 36 pt in, separators from
    /// 36 to the margin at 373, sections 35 apart) with neither the gray
    /// background nor white cards: the rows sit on the view's background.
    @Test func anInsetListIsSetInFromBothSidesOnTheViewsBackground() {
        let list = ViewLayoutEngine.layout(TwoSectionList().listStyle(.inset), in: T.phone).displayList
        #expect(T.fills(list, Color(lightHex: 0xF2F2F7, darkHex: 0)).isEmpty)
        #expect(T.fills(list, .white).isEmpty)
        #expect(!T.shapes(list).contains { $0.kind != .rectangle }, "no card is drawn, not even a clear one")
        #expect(T.fills(list, .blue) == [T.rect(36, 60 + 17, 321, 10)])
        #expect(T.fills(list, .red) == [T.rect(36, 191 + 17, 321, 10)])
        #expect(Self.separators(list) == [T.rect(36, 103, 337, 1)])
    }
}
