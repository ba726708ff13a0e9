import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// The scroll callbacks and positions, driven by per-scroll-view engine
/// states. Rows are 100 points tall with no spacing, so row `i` spans
/// `100 i … 100 i + 100` in content coordinates; the phone is 852 points
/// tall, so the largest offset of `n` rows is `100 n − 852`.
@Suite("Scroll callbacks, positions and requests") struct ScrollCallbackTests {
    typealias T = LayoutTestSupport
    typealias ScrollPhase = ScrollKitUI.ScrollPhase
    typealias ScrollGeometry = ScrollKitUI.ScrollGeometry

    static func rows(_ n: Int, targets: Bool = true) -> some View {
        LazyVStack(spacing: 0) {
            ForEach(0..<n) { _ in Color.red.frame(height: 100) }
        }
        .scrollTargetLayout(isEnabled: targets)
    }

    static func at(_ y: Double, _ phase: ScrollPhase = .idle, velocity: CGVector? = nil) -> [ScrollViewState] {
        [ScrollViewState(offset: CGPoint(x: 0, y: y), phase: phase, velocity: velocity)]
    }

    @Test func geometryChangeReportsOldAndNewWithTheInsetConvention() {
        let seen = Box<[(Double, Double)]>([])
        let view = ScrollView { Self.rows(50) }
            .contentMargins(.top, 20)
            .onScrollGeometryChange(for: Double.self, of: { Double($0.contentOffset.y) }) { old, new in seen.value.append((old, new)) }
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(seen.value.isEmpty)  // no old value on the first layout
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(100), graph: graph)
        // contentOffset = engine offset − top inset: −20 at rest, 80 after 100 points.
        #expect(seen.value.count == 1)
        #expect(seen.value.first.map { $0.0 == -20 && $0.1 == 80 } == true)
        #expect(layout.viewEvents.first?.kind == .onScrollGeometryChange)
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(100), graph: graph)
        #expect(seen.value.count == 1)  // unchanged value: no call
    }

    @Test func geometryFieldsFollowSwiftUIsDefinitions() {
        let seen = Box<ScrollGeometry?>(nil)
        let view = ScrollView { Self.rows(50) }
            .contentMargins(.vertical, 10)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.value = new }
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(300), graph: graph)
        let g = seen.value
        #expect(g?.contentSize == CGSize(width: 393, height: 5000))
        #expect(g?.containerSize == T.phone)
        #expect(g?.contentOffset == CGPoint(x: 0, y: 290))
        // visibleRect: offset and container size; bounds: inside the insets.
        #expect(g?.visibleRect == CGRect(x: 0, y: 290, width: 393, height: 852))
        #expect(g?.bounds == CGRect(x: 0, y: 300, width: 393, height: 832))
    }

    @Test func phaseChangesCarryGeometryAndVelocity() {
        let seen = Box<[String]>([])
        let velocity = Box<CGVector?>(nil)
        let view = ScrollView { Self.rows(50) }
            .onScrollPhaseChange { old, new, context in
                seen.value.append("\(old)>\(new)@\(context.geometry.contentOffset.y)")
                velocity.value = context.velocity
            }
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(seen.value.isEmpty)  // idle, as before any layout
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(40, .interacting, velocity: CGVector(dx: 0, dy: 900)), graph: graph)
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(60, .interacting, velocity: CGVector(dx: 0, dy: 800)), graph: graph)
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(80, .decelerating, velocity: CGVector(dx: 0, dy: 700)), graph: graph)
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(300), graph: graph)
        #expect(seen.value == ["idle>interacting@40.0", "interacting>decelerating@80.0", "decelerating>idle@300.0"])
        #expect(velocity.value == nil)
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(300, .tracking, velocity: CGVector(dx: 0, dy: 0)), graph: graph)
        #expect(velocity.value == CGVector(dx: 0, dy: 0))
        // The two-argument form sees the same changes.
        let plain = Box<[ScrollPhase]>([])
        let view2 = ScrollView { Self.rows(5) }.onScrollPhaseChange { _, new in plain.value.append(new) }
        let g2 = ViewGraph()
        _ = ViewLayoutEngine.layout(view2, in: T.phone, scrollStates: Self.at(0, .animating), graph: g2)
        #expect(plain.value == [.animating])
    }

    @Test func phaseThenGeometryThenTargetsWhateverTheModifierOrder() {
        let view = ScrollView { Self.rows(50) }
            .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in }
            .onScrollPhaseChange { _, _ in }
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(100, .interacting), graph: graph)
        // Rows 1 … 9 now show half or more (row 9: 52 of 100), so all three run.
        #expect(layout.viewEvents.map(\.kind) == [.onScrollPhaseChange, .onScrollGeometryChange, .onScrollTargetVisibilityChange])
    }

    @Test func visibilityUsesTheThresholdAndReportsRowsNoLongerBuilt() {
        let seen = Box<[Bool]>([])
        // Row 10 spans 1000 … 1100; at offset y it shows 852 − (1000 − y) of its 100 points.
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in
                    if i == 10 {
                        Color.blue.frame(height: 100).onScrollVisibilityChange(threshold: 0.5) { seen.value.append($0) }
                    } else {
                        Color.red.frame(height: 100)
                    }
                }
            }
        }
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(seen.value.isEmpty)  // not built, never visible
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(190), graph: graph)
        #expect(seen.value.isEmpty)  // 42 of 100 points
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(200), graph: graph)
        #expect(seen.value == [true])  // 52 of 100
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(5000), graph: graph)
        #expect(seen.value == [true, false])  // the lazy stack no longer builds it
    }

    @Test func targetVisibilityListsTheTargetsShowingHalf() {
        let seen = Box<[[Int]]>([])
        let view = ScrollView { Self.rows(50) }
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.5) { seen.value.append($0) }
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        // Rows 0 … 7 whole, row 8 shows 52 of 100 points.
        #expect(seen.value == [Array(0...8)])
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(60), graph: graph)
        // Row 0 shows 40, row 8 whole, row 9 shows 12: rows 1 … 8.
        #expect(seen.value.last == Array(1...8))
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(61), graph: graph)
        #expect(seen.value.count == 2)
    }

    @Test func scrollPositionRequestsScrollsAndFollowsTheUser() {
        let position = Box(ScrollPosition())
        let binding = Binding(get: { position.value }, set: { position.value = $0 })
        let view = ScrollView { Self.rows(50) }.scrollPosition(binding)
        let graph = ViewGraph()
        #expect(ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph).scrollRequests.isEmpty)
        position.value.scrollTo(id: 20, anchor: .top)
        var layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 2000)])
        position.value.scrollTo(edge: .bottom)
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(2000), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 4148)])  // 5000 − 852
        position.value.scrollTo(id: 49, anchor: .top)
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(4148), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 4148)])  // clamped at the end
        #expect(position.value.isPositionedByUser == false)
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(1234, .interacting), graph: graph)
        #expect(layout.scrollRequests.isEmpty)
        #expect(position.value.isPositionedByUser)
        #expect(position.value.viewID(type: Int.self) == 12)  // the row at the top: 1200 … 1300
    }

    /// Setting a position is a request each time, even to the target it
    /// already names: `scrollTo` the bottom twice, or a new position at the
    /// top twice, scrolls twice; a layout with no new setting asks nothing.
    @Test func theSameTargetSetTwiceScrollsTwice() {
        let position = Box(ScrollPosition())
        let binding = Binding(get: { position.value }, set: { position.value = $0 })
        let view = ScrollView { Self.rows(50) }.scrollPosition(binding)
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        let bottom = [CGPoint(x: 0, y: 4148)]  // 50 rows of 100 − 852
        for _ in 0..<2 {
            position.value.scrollTo(edge: .bottom)
            #expect(ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(700), graph: graph).scrollRequests.map(\.offset) == bottom)
            #expect(ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(700), graph: graph).scrollRequests.isEmpty)
        }
        for _ in 0..<2 {
            position.value = ScrollPosition(edge: .top)
            #expect(ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(700), graph: graph).scrollRequests.map(\.offset) == [.zero])
        }
    }

    @Test func scrollPositionIDIsRequestedAndFollowsTheUser() {
        let id = Box<Int?>(5)
        let binding = Binding(get: { id.value }, set: { id.value = $0 })
        let view = ScrollView { Self.rows(50) }.scrollPosition(id: binding)
        let graph = ViewGraph()
        var layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 500)])
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(730, .decelerating), graph: graph)
        #expect(id.value == 7)
        #expect(layout.scrollRequests.isEmpty)
        id.value = 30
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(730), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 3000)])
    }

    @Test func scrollViewReaderScrollsToIDsWithAndWithoutAnchor() {
        let proxy = Box<ScrollViewProxy?>(nil)
        let view = ScrollViewReader { p in
            ScrollView { Self.rows(100, targets: false) }
                .onChange(of: 0, initial: true) { proxy.value = p }
        }
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        // Centre: 3000 + 50 − 426.
        proxy.value?.scrollTo(30, anchor: .center)
        var layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 2624)])
        // No anchor: row 3 already shows (no move); row 10 ends at 1100: 1100 − 852.
        proxy.value?.scrollTo(3)
        proxy.value?.scrollTo(10)
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 248)])
        // A row the lazy stack has not built is found by building rows in order.
        proxy.value?.scrollTo(80, anchor: .top)
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 8000)])
        proxy.value?.scrollTo(999)
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(layout.scrollRequests.isEmpty)
        #expect(layout.viewEvents.contains(ViewEvent(kind: .scrollTo, name: "999", value: "not found")))
    }

    @Test func defaultScrollAnchorIsRequestedOnce() {
        let view = ScrollView { Self.rows(50) }.defaultScrollAnchor(.bottom)
        let graph = ViewGraph()
        let first = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0), graph: graph)
        #expect(first.scrollRequests.map(\.offset) == [CGPoint(x: 0, y: 4148)])
        #expect(first.scrollViews.first?.options.defaultAnchor == .bottom)
        let second = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(4148), graph: graph)
        #expect(second.scrollRequests.isEmpty)
    }

    @Test func eachScrollViewTakesItsOwnState() {
        // A horizontal rail of 10 × 100-point cells inside a vertical list.
        let view = ScrollView {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(width: 100, height: 50) } }
            }
            Color.red.frame(height: 2000)
        }
        let states = [ScrollViewState(offset: CGPoint(x: 0, y: 30)), ScrollViewState(offset: CGPoint(x: 250, y: 0), phase: .interacting)]
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: states)
        #expect(layout.scrollViews.count == 2)
        #expect(layout.scrollViews[1].state.phase == .interacting)
        // The rail sits at y = −30; its cells at 100 i − 250; the first drawn is cell 2 at −50.
        #expect(T.fills(layout.displayList, .blue).first == T.rect(-50, -30, 100, 50))
        // The old call still scrolls only the outermost one.
        let old = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 30))
        #expect(T.fills(old.displayList, .blue).first == T.rect(0, -30, 100, 50))
    }

    @Test func scrollOptionsReachTheLayout() {
        let view = ScrollView { Self.rows(20) }
            .scrollDisabled(true).scrollBounceBehavior(.basedOnSize).scrollClipDisabled()
            .frame(height: 200)
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        let options = layout.scrollViews.first?.options
        #expect(options?.isScrollDisabled == true)
        #expect(options?.verticalBounce == .basedOnSize)
        #expect(options?.horizontalBounce == .automatic)
        // No clip: nothing is a clipped group, and the rows below the frame
        // (326 … 526) draw down to the screen's bottom: rows at 326 + 100 i, i = 0 … 5.
        let clipped = T.collect(layout.displayList) { item -> DisplayGroup? in
            if case .group(let g) = item, g.clip != nil { return g } else { return nil }
        }
        #expect(clipped.isEmpty)
        #expect(T.fills(layout.displayList, .red).count == 6)
    }
}
