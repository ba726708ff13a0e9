import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// The layout's shortcuts give what the general rules give: text measured
/// from a table equals the sum of `TextMetrics.advance` character by
/// character, and a stack with nothing in it (or children of one priority)
/// is sized as the documented stack rules say.
@Suite("Layout: shortcuts agree with the rules") struct LayoutShortcutTests {
    static let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let env = LayoutEnvironment(container: bounds.size, visible: bounds, safeArea: bounds, bounds: bounds)

    /// The rule itself: the advances of the characters, summed in order,
    /// times the size (4 % wider from semibold up).
    static func ruleWidth(_ text: String, _ font: Font) -> CGFloat {
        let ems = text.reduce(CGFloat(0)) { $0 + TextMetrics.advance($1) }
        return ems * font.size * (font.weight.rawValue >= 600 ? 1.04 : 1)
    }

    @Test(arguments: [
        "Row 42", "", " ", "mW il.,;:'!|I()[]", "ABCxyz0123456789", "tab\there", "café", "e\u{301}", "a\r\nb", "\r", "💡 idea",
        String((32..<127).map { Character(Unicode.Scalar(UInt8($0))) }),
    ])
    func widthIsTheSumOfAdvances(text: String) {
        for font in [Font.body, Font.headline, Font.system(size: 13)] {
            #expect(TextMetrics.width(text[...], font) == Self.ruleWidth(text, font))
        }
    }

    @Test func oneLineTextIsItsWidthByOneLineHeight() {
        let font = Font.headline
        let node = TextNode(text: "Row 7", font: font, color: RGBColor(r: 0, g: 0, b: 0), alignment: .leading, lineLimit: nil)
        let w = Self.ruleWidth("Row 7", font)
        let size = CGSize(width: w, height: font.lineHeight)
        #expect(node.sizeThatFits(ProposedViewSize(width: nil, height: nil), Self.env) == size)
        #expect(node.sizeThatFits(ProposedViewSize(width: w, height: 0), Self.env) == size)
        // Narrower than the text: broken at the space into two lines.
        let two = node.sizeThatFits(ProposedViewSize(width: w - 1, height: nil), Self.env)
        #expect(two.height == 2 * font.lineHeight)
    }

    @Test func anEmptyStackOfferedALengthIsEmpty() {
        let node = StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [])
        #expect(node.size(ProposedViewSize(width: 100, height: 50), Self.env) == CGSize(width: 0, height: 0))
    }
}
