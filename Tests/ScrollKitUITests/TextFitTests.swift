import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A text that fits on one line is drawn on one line, whatever arithmetic
/// its parents do on its size before placing it. A padding adds its insets
/// to the text's width and takes them off the frame again: 60.35 + 32 − 32
/// is 60.349999999999994, a hair under the width the text asked for, and
/// measured exactly that frame would break the line and then drop the
/// second one (a one-line-tall frame holds one line).
@Suite("Text that fits stays whole") struct TextFitTests {
    typealias T = LayoutTestSupport

    /// "a = 7-5" in the body font: 0.55 + 0.28 + 0.60 + 0.28 + 0.62 + 0.60
    /// + 0.62 = 3.55 em × 17 = 60.35 points, padded by 16 on each side.
    @Test func aPaddedTextKeepsItsOneLine() {
        let layout = ViewLayoutEngine.layout(Text("a = 7-5").padding(), in: T.phone)
        #expect(T.texts(layout.displayList).map(\.lines) == [["a = 7-5"]])
    }

    /// Seed 001's readout, `Text("offset.y = \(Int(offset.y))").font(.headline).padding()`,
    /// at every whole offset of a pull and a scroll: one line, all of it.
    @Test func aReadoutKeepsEveryValue() {
        var broken: [String] = []
        for n in -300...300 {
            let text = "offset.y = \(n)"
            let view = ZStack(alignment: .top) {
                Color.white
                Text(text).font(.headline).padding().background(.white)
            }
            let lines = T.texts(ViewLayoutEngine.layout(view, in: T.phone).displayList).map(\.lines)
            if lines != [[text]] { broken.append("\(lines)") }
        }
        #expect(broken.isEmpty, "\(broken.prefix(5))")
    }

    /// A proposal really narrower than the text still wraps it: the slack
    /// is a millionth of a point, not a tolerance for layout.
    @Test func aNarrowerProposalStillWraps() {
        // "a = 7-5" is 60.35 wide; offered 60 it breaks at its last space.
        let layout = ViewLayoutEngine.layout(Text("a = 7-5").frame(width: 60, height: 44), in: T.phone)
        #expect(T.texts(layout.displayList).map(\.lines) == [["a =", "7-5"]])
    }
}
