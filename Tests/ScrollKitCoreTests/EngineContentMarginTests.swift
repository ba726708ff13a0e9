import Foundation
import Testing
@testable import ScrollKitCore

/// A view's content margins (`.contentMargins`, `.safeAreaPadding`) move
/// the behaviors' alignment edge to the margin and widen the range: a
/// horizontal strip of 12 views of 100 px (content 1200) in a 390 px
/// container with 32 px margins on both sides. Offsets count from the
/// leading margin (`.swiftUI`): the last offset is 1200 + 32 + 32 − 390 =
/// 874, and the behaviors are asked about the container less the margins,
/// 390 − 64 = 326.
@Suite struct EngineContentMarginTests {
    static let insets = EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 32)

    static func engine(_ behavior: any NamedScrollTargetBehavior, margins: Bool) -> ScrollEngine {
        var configuration = ScrollConfiguration(axes: .horizontal, contentInsets: insets)
        configuration.insetsAreContentMargins = margins
        return EngineTestSupport.engine(
            axes: .horizontal, count: 12, rowLength: 100, container: Size(width: 390, height: 200),
            behavior: behavior, configuration: configuration, targets: true)
    }

    /// The behavior's answer (offset) for a gesture from offset 0 to `proposed`.
    static func adjusted(_ behavior: any NamedScrollTargetBehavior, margins: Bool, proposed: Double, velocity: Double) -> Double? {
        var e = engine(behavior, margins: margins)
        _ = e.decide(
            original: e.position(forOffset: Point(x: 0, y: 0)), proposed: e.position(forOffset: Point(x: proposed, y: 0)),
            velocity: Vector(dx: velocity, dy: 0), reason: .gestureEnded, at: 0)
        return e.lastDecision?.adjusted.x
    }

    @Test func viewAlignedReachesTheLastViewsThroughTheMargins() {
        let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: .never)
        // A long fling proposing 2000: the end, 1200 − 326 = 874 (the last
        // view's trailing edge on the trailing margin).
        #expect(Self.adjusted(behavior, margins: true, proposed: 2000, velocity: 3000) == 874)
        // Without the margins counted the end was 1200 − 390 = 810: the last
        // 64 px could not be reached.
        #expect(Self.adjusted(behavior, margins: false, proposed: 2000, velocity: 3000) == 810)
    }

    @Test func viewAlignedAlignsTheViewsOnTheLeadingMargin() {
        let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: .never)
        // Released still at 292: the views' edges (0, 100, …) sit on the
        // margin at offsets 100 k: nearest to 292 is 300.
        #expect(Self.adjusted(behavior, margins: true, proposed: 292, velocity: 0) == 300)
    }

    @Test func pagingPagesByTheContainerLessTheMargins() {
        let paging = PagingScrollTargetBehavior()
        // Released still at 200 from 0: pages of 326; |200 − 326| < |200 − 0|.
        #expect(Self.adjusted(paging, margins: true, proposed: 200, velocity: 0) == 326)
        // With the whole container as the page: pages of 390, and
        // |200 − 390| = 190 < |200 − 0| = 200: 390, a page past the cards.
        #expect(Self.adjusted(paging, margins: false, proposed: 200, velocity: 0) == 390)
    }

    @Test func aBehaviorIsToldTheContainerLessTheMargins() {
        final class Seen: @unchecked Sendable { var context: ScrollTargetBehaviorContext? }
        struct Spy: NamedScrollTargetBehavior {
            let seen: Seen
            var name: String { "spy" }
            func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) { seen.context = context }
        }
        let seen = Seen()
        _ = Self.adjusted(Spy(seen: seen), margins: true, proposed: 100, velocity: 0)
        // containerSize 390 − 32 − 32 = 326 wide (200 tall: no vertical
        // margins); contentSize the content's own 1200; the original target
        // at offset 0, 326 wide.
        #expect(seen.context?.containerSize == CGSize(width: 326, height: 200))
        #expect(seen.context?.contentSize.width == 1200)
        #expect(seen.context?.originalTarget.rect == CGRect(x: 0, y: 0, width: 326, height: 200))
    }

    @Test func theIOS13ConventionIsLeftAsItWas() {
        var configuration = ScrollConfiguration(axes: .horizontal, contentInsets: Self.insets, convention: .uiKit)
        configuration.insetsAreContentMargins = true
        let e = EngineTestSupport.engine(
            axes: .horizontal, count: 12, rowLength: 100, container: Size(width: 390, height: 200),
            configuration: configuration, targets: true)
        // Offsets there are UIKit's (−32 at the start); the container stays 390.
        #expect(e.behaviorContainer == Size(width: 390, height: 200))
    }
}
