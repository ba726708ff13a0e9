import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A horizontal rail inside a vertical feed: each scroll view's own state
/// (by its identity), its frame as its viewport, its content at its own offset.
@Suite("Layout: nested scroll views") struct LayoutNestedScrollTests {
    typealias T = LayoutTestSupport

    /// A 300-point header, a 150-point rail of five 200-point cards 10 apart, a 1,000-point footer.
    struct Feed: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 300)
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<5) { _ in Color.blue.frame(width: 200, height: 150) }
                        }
                    }
                    .id("rail")
                    .frame(height: 150)
                    Color.green.frame(height: 1000)
                }
            }
        }
    }

    static let feedState = ScrollViewState(offset: CGPoint(x: 0, y: 100))
    static let railState = ScrollViewState(offset: CGPoint(x: 250, y: 0), key: ScrollViewIdentity.key("rail"))

    @Test func theRailIsLaidOutInItsOwnFrameAtItsOwnOffset() {
        let layout = ViewLayoutEngine.layout(Feed(), in: T.phone, scrollStates: [Self.feedState, Self.railState])
        #expect(layout.scrollViews.count == 2)
        let feed = layout.scrollViews[0], rail = layout.scrollViews[1]
        // The feed: 300 + 150 + 1,000 = 1,450 high, the screen its viewport.
        #expect(feed.contentSize == CGSize(width: 393, height: 1450))
        #expect(feed.offset == CGPoint(x: 0, y: 100))
        // The rail: below the 300-point header, moved up by the feed's 100: y = 200; 393 × 150 is its viewport.
        #expect(rail.frame == CGRect(x: 0, y: 200, width: 393, height: 150))
        // 5 × 200 + 4 × 10 = 1,040 wide.
        #expect(rail.contentSize == CGSize(width: 1040, height: 150))
        #expect(rail.identity == "rail")
        #expect(rail.offset == CGPoint(x: 250, y: 0))
        // Card i at x = 210 i − 250: cards 1, 2, 3 meet 0 … 393 (card 0 ends at −50, card 4 starts at 590).
        #expect(T.fills(layout.displayList, .blue) == [T.rect(-40, 200, 200, 150), T.rect(170, 200, 200, 150), T.rect(380, 200, 200, 150)])
    }

    @Test func placementOrderStillWorksWithoutKeys() {
        let unkeyed = ScrollViewState(offset: CGPoint(x: 250, y: 0))
        let layout = ViewLayoutEngine.layout(Feed(), in: T.phone, scrollStates: [Self.feedState, unkeyed])
        #expect(layout.scrollViews[1].offset == CGPoint(x: 250, y: 0))
    }

    @Test func aStateForAnotherIdentityLeavesTheRailAtItsStart() {
        let other = ScrollViewState(offset: CGPoint(x: 250, y: 0), key: ScrollViewIdentity.key("another"))
        let layout = ViewLayoutEngine.layout(Feed(), in: T.phone, scrollStates: [Self.feedState, other])
        #expect(layout.scrollViews[1].offset == .zero)
        // Card i at x = 210 i: cards 0 and 1 meet 0 … 393 (card 2 starts at 420).
        #expect(T.fills(layout.displayList, .blue) == [T.rect(0, 200, 200, 150), T.rect(210, 200, 200, 150)])
    }

    @Test func theOutermostIsNumberedFirstAndARailWithoutAnIDIsKnownByItsPath() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.blue.frame(width: 1000, height: 100) }.frame(height: 100)
                ScrollView(.horizontal) { Color.blue.frame(width: 1000, height: 100) }.frame(height: 100)
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        // Paths are `parent/ScrollView#n`, numbered in resolving order: the outer one before its content.
        #expect(layout.scrollViews.map(\.identity) == ["/ScrollView#0", "/ScrollView#1", "/ScrollView#2"])
    }

    @Test func railsThatAreRowsOfTwoListsWithTheSameIDsStayApart() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<2, id: \.self) { _ in
                    ScrollView(.horizontal) { Color.blue.frame(width: 1000, height: 100) }.frame(height: 100)
                }
                ForEach(0..<2, id: \.self) { _ in
                    ScrollView(.horizontal) { Color.blue.frame(width: 1000, height: 100) }.frame(height: 100)
                }
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        // Each row's rail is known by its path (which carries the row's id), not by the row's id alone.
        #expect(layout.scrollViews.count == 5)
        #expect(Set(layout.scrollViews.map(\.identity)).count == 5)
    }

    /// Rows of a lazy stack, each with a rail: a rail's identity carries its row's id.
    struct LazyFeed: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { row in
                        ScrollView(.horizontal) { Color.blue.frame(width: 1000, height: 100) }.frame(height: 100)
                    }
                }
            }
        }
    }

    @Test func aLazyRowsRailKeepsItsIdentityAndStateWhenItComesBack() {
        // The lazy stack builds rows floor(lo / 100) ..< ceil(hi / 100) + 1 (one past the screen):
        // rows 0 … 9 at offset 0 (hi = 852), rows 5 … 14 at offset 500 (lo = 500, hi = 1,352).
        let top = ViewLayoutEngine.layout(LazyFeed(), in: T.phone)
        let lower = ViewLayoutEngine.layout(LazyFeed(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 500))
        #expect(top.scrollViews.count == 1 + 10)
        #expect(lower.scrollViews.count == 1 + 10)
        // Row 5's rail: the sixth nested one at the top, the first further down; the same identity.
        let row5 = top.scrollViews[6].identity
        #expect(lower.scrollViews[1].identity == row5)
        #expect(Set(top.scrollViews.map(\.identity)).count == 11)
        // Its state follows it by identity, whatever its placement index.
        let state = ScrollViewState(offset: CGPoint(x: 300, y: 0), key: ScrollViewIdentity.key(row5))
        let again = ViewLayoutEngine.layout(
            LazyFeed(), in: T.phone, scrollStates: [ScrollViewState(offset: CGPoint(x: 0, y: 500)), state])
        #expect(again.scrollViews[1].offset == CGPoint(x: 300, y: 0))
        #expect(again.scrollViews[2].offset == .zero)
    }
}
