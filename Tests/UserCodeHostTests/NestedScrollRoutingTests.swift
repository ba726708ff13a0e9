import Foundation
import Testing
@testable import UserCodeHost
import ScrollKitCore

/// Which scroll view gets an input (`NestedScrollViews.route`): a feed
/// (390 × 844, vertical) holding a rail (y 216 … 396, horizontal). A press
/// over the rail is held until it has moved 10 points; its axis decides.
@Suite("Nested scroll views: input routing") struct NestedScrollRoutingTests {
    static let feed = HostedScrollView(
        frame: Rect(x: 0, y: 0, width: 390, height: 844), axes: .vertical, contentSize: Size(width: 390, height: 1476),
        contentInsets: .zero, targets: [], behavior: .none, showsIndicators: true, offset: Point(x: 0, y: 0), identity: "/F#0/ScrollView#0")
    static let rail = HostedScrollView(
        frame: Rect(x: 0, y: 216, width: 390, height: 180), axes: .horizontal, contentSize: Size(width: 2508, height: 180),
        contentInsets: .zero, targets: [], behavior: .none, showsIndicators: false, offset: Point(x: 0, y: 0), identity: "rail")

    static func event(_ t: Double, _ e: RawInputEvent) -> TimedInputEvent { TimedInputEvent(time: t, event: e) }
    static func pointer(_ t: Double, _ a: PointerAction, _ x: Double, _ y: Double) -> TimedInputEvent { event(t, .pointer(a, Point(x: x, y: y))) }

    func make() -> NestedScrollViews { NestedScrollViews(initial: [Self.feed, Self.rail]) }

    func pending(_ n: NestedScrollViews) -> Int { n.engine(lane: 0, identity: "rail")?.pendingEventCount ?? 0 }

    @Test func aHorizontalDragOverTheRailIsTheRails() {
        let n = make()
        #expect(n.route(Self.pointer(0.1, .down, 300, 300), lane: 0).isEmpty)
        // 9.9 points: still held (under the 10-point slop).
        #expect(n.route(Self.pointer(0.11, .move, 290.1, 300), lane: 0).isEmpty)
        #expect(n.isMoving(lane: 0), "a held gesture keeps the run from settling")
        // 15 points left: the rail's, with the held events first.
        #expect(n.route(Self.pointer(0.12, .move, 285, 302), lane: 0).isEmpty)
        #expect(pending(n) == 3)
        #expect(n.route(Self.pointer(0.13, .up, 200, 302), lane: 0).isEmpty)
        #expect(pending(n) == 4)
        // The next press elsewhere is the feed's at once.
        let below = Self.pointer(0.5, .down, 200, 600)
        #expect(n.route(below, lane: 0) == [below])
    }

    @Test func aVerticalDragOverTheRailIsTheFeeds() {
        let n = make()
        let down = Self.pointer(0.1, .down, 200, 380), move = Self.pointer(0.11, .move, 201, 368)
        #expect(n.route(down, lane: 0).isEmpty)
        // 12 points up (1 across): the rail cannot scroll vertically, so the feed gets the held events.
        #expect(n.route(move, lane: 0) == [down, move])
        let more = Self.pointer(0.12, .move, 201, 300)
        #expect(n.route(more, lane: 0) == [more])
        #expect(pending(n) == 0)
    }

    @Test func aTapOverTheRailIsTheFeeds() {
        let n = make()
        let down = Self.pointer(0.1, .down, 100, 300), up = Self.pointer(0.15, .up, 103, 304)
        #expect(n.route(down, lane: 0).isEmpty)
        #expect(n.route(up, lane: 0) == [down, up])
    }

    @Test func aWheelGoesToTheScrollViewUnderThePointerOnItsAxis() {
        let n = make()
        n.hover(Point(x: 100, y: 300), lane: 0)
        let vertical = Self.event(0.1, .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1)))
        #expect(n.route(vertical, lane: 0) == [vertical], "the rail does not scroll vertically")
        let horizontal = Self.event(0.2, .wheel(steps: Vector(dx: 1, dy: 0), precise: Vector(dx: 1, dy: 0)))
        #expect(n.route(horizontal, lane: 0).isEmpty)
        #expect(pending(n) == 1)
        n.hover(Point(x: 100, y: 600), lane: 0)
        #expect(n.route(horizontal, lane: 0) == [horizontal], "not over the rail")
    }

    @Test func keysGoToTheSelectedScrollView() {
        let n = make()
        let key = Self.event(0.1, .key(.pageDown))
        #expect(n.route(key, lane: 0) == [key])
        n.select(at: Point(x: 100, y: 300), lane: 0)
        #expect(n.selected(lane: 0) == "rail")
        // The rail's engine is made by its first gesture; until then the key stays the feed's.
        #expect(n.route(key, lane: 0) == [key])
        n.hover(Point(x: 100, y: 300), lane: 0)
        _ = n.route(Self.event(0.2, .wheel(steps: Vector(dx: 1, dy: 0), precise: Vector(dx: 1, dy: 0))), lane: 0)
        #expect(n.route(key, lane: 0).isEmpty)
        n.select(at: Point(x: 100, y: 600), lane: 0)
        #expect(n.selected(lane: 0) == nil)
        #expect(n.route(key, lane: 0) == [key])
    }

    @Test func withoutNestedScrollViewsEverythingPassesThrough() {
        let n = NestedScrollViews(initial: [Self.feed])
        for e in [Self.pointer(0.1, .down, 100, 300), Self.pointer(0.2, .move, 300, 300), Self.event(0.3, .key(.pageDown))] {
            #expect(n.route(e, lane: 0) == [e])
        }
    }
}
