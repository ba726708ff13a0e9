import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A sectioned `LazyVGrid`, by SwiftUI's rule: a header (and a footer)
/// takes a line of its own across the grid's whole width, and each
/// section's items start a new line.
@Suite("Layout: lazy grid sections") struct LazyGridSectionTests {
    typealias T = LayoutTestSupport

    /// Three 100-point columns with no gaps (300 wide, centred in 393: from
    /// 46.5), lines 10 apart; two sections of 4 and 2 red cells 50 tall
    /// under 30-point blue headers. A lazy grid, like a lazy stack, takes
    /// the whole width it is offered (393), and a header spans the grid.
    struct Grid: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(100), spacing: 0), count: 3), spacing: 10) {
                    Section(header: Color.blue.frame(height: 30)) {
                        ForEach(0..<4) { _ in Color.red.frame(height: 50) }
                    }
                    Section(header: Color.blue.frame(height: 30)) {
                        ForEach(0..<2) { _ in Color.red.frame(height: 50) }
                    }
                }
            }
        }
    }

    @Test func headersTakeAWholeLineAndSectionsStartANewOne() {
        let layout = ViewLayoutEngine.layout(Grid(), in: T.phone)
        // Header 0…30; cells' lines at 40 and 100 (50 + 10); the block ends
        // at 150; the second header at 160; its cells at 200.
        #expect(T.fills(layout.displayList, .blue) == [T.rect(0, 0, 393, 30), T.rect(0, 160, 393, 30)])
        #expect(T.fills(layout.displayList, .red) == [
            T.rect(46.5, 40, 100, 50), T.rect(146.5, 40, 100, 50), T.rect(246.5, 40, 100, 50),
            T.rect(46.5, 100, 100, 50),
            T.rect(46.5, 200, 100, 50), T.rect(146.5, 200, 100, 50),
        ])
        // 200 + 50.
        #expect(layout.contentSize?.height == 250)
    }
}
