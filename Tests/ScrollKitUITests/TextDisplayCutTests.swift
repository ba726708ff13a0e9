import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Text widths follow the face the canvas draws: regular text from 20
/// points is drawn in Inter Display, 9 % narrower than Inter (as iOS
/// switches SF Pro Text to SF Pro Display at 20 points); semibold and
/// bolder is Inter SemiBold, 4 % wider, at every size.
@Suite("Text widths by face") struct TextDisplayCutTests {
    typealias T = LayoutTestSupport

    /// "Hello" is H 0.68 + e 0.55 + l 0.30 + l 0.30 + o 0.55 = 2.38 em.
    let hello: CGFloat = 2.38

    func width(_ font: Font) -> CGFloat {
        ViewLayoutEngine.layout(Text("Hello").font(font).fixedSize(), in: T.phone).rootFrame.width
    }

    @Test func theDisplayCutFromTwentyPoints() {
        #expect(abs(width(.system(size: 19.5)) - hello * 19.5) < 1e-9)
        #expect(abs(width(.system(size: 20)) - hello * 20 * 0.91) < 1e-9)
        #expect(abs(width(.largeTitle) - hello * 34 * 0.91) < 1e-9)
        #expect(abs(width(.body) - hello * 17) < 1e-9)
        // Semibold has no display cut: 4 % wider at any size.
        #expect(abs(width(.largeTitle.bold()) - hello * 34 * 1.04) < 1e-9)
        #expect(abs(width(.headline) - hello * 17 * 1.04) < 1e-9)
    }

    /// Wrapping uses the same widths: a 34-point paragraph offered the
    /// width of its first two words in the display cut keeps them on one line.
    @Test func wrappingUsesTheDisplayCut() {
        // "Hello Hello" = 2 × 2.38 + 0.28 = 5.04 em; at 34 pt in the display cut 155.94 pt.
        let twoWords: CGFloat = 5.04 * 34 * 0.91
        let view = Text("Hello Hello Hello").font(.largeTitle).frame(width: twoWords + 0.5, alignment: .leading)
        let lines = T.texts(ViewLayoutEngine.layout(view, in: T.phone).displayList).map(\.lines)
        #expect(lines == [["Hello Hello", "Hello"]])
    }
}
