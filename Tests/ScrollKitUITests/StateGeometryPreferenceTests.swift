import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// `@State`/`Binding`, `GeometryReader`, coordinate spaces and preferences,
/// with the seeds' own views (SeedObservingViews.swift). Expected values
/// come from SwiftUI's rules: a scroll view's content origin in the scroll
/// view's own space is minus the offset; `.local` starts at 0, 0; `.global`
/// is the window, so it adds where the scroll view sits (safe area, header).
@Suite("State, geometry and preferences") struct StateGeometryPreferenceTests {
    typealias T = LayoutTestSupport
    static let safe = ScrollKitUI.EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    /// The stored `CGFloat` state whose key ends with `suffix`, as a Double
    /// (so `#expect` compares numbers, not a CGFloat with a Double).
    static func number(_ graph: ViewGraph, _ suffix: String) -> Double? {
        (graph.state(endingWith: suffix) as? CGFloat).map { Double($0) }
    }

    final class Box<V> {
        var value: V
        init(_ value: V) { self.value = value }
    }

    // MARK: seeds 000/001: PositionObservingView, OffsetObservingScrollView

    @Test(arguments: [0.0, 100.0, 640.0])
    func offsetObservingScrollViewReportsTheOffset(offset: Double) {
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(OffsetReadoutScreen(), in: T.phone, scrollOffset: CGPoint(x: 0, y: offset), graph: graph)
        // Content origin in the scroll view's named space is (0, -offset); the binding negates it.
        #expect(graph.state(endingWith: "._offset") as? CGPoint == CGPoint(x: 0, y: offset))
    }

    @Test func theNamedSpaceIgnoresTheSafeArea() {
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(
            OffsetReadoutScreen(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 100), safeAreaInsets: Self.safe, graph: graph)
        #expect(graph.state(endingWith: "._offset") as? CGPoint == CGPoint(x: 0, y: 100))
    }

    @Test func onPreferenceChangeRunsOnlyWhenTheValueChanges() {
        let graph = ViewGraph()
        var counts: [Int] = []
        var passes: [Int] = []
        for y in [0.0, 100, 100, 640] {
            let layout = ViewLayoutEngine.layout(OffsetReadoutScreen(), in: T.phone, scrollOffset: CGPoint(x: 0, y: y), graph: graph)
            counts.append(layout.viewEvents.filter { $0.kind == .onPreferenceChange }.count)
            passes.append(layout.passes)
        }
        // First layout: reported (it is new); 100: changed; 100 again: not; 640: changed.
        // Each report writes the @State, so that call lays out a second time.
        #expect(counts == [1, 1, 0, 1])
        #expect(passes == [2, 2, 1, 2])
        #expect(graph.state(endingWith: "._offset") as? CGPoint == CGPoint(x: 0, y: 640))
    }

    @Test func theEventNamesTheKeyAndTheValue() {
        let layout = ViewLayoutEngine.layout(OffsetReadoutScreen(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 100))
        let position = CGPoint(x: 0, y: -100)
        // The binding stores (-x, -y): -(0.0) is -0.0.
        let offset = CGPoint(x: -0.0, y: 100)
        #expect(layout.viewEvents == [
            ViewEvent(kind: .onPreferenceChange, name: "PreferenceKey", value: "\(position)"),
            ViewEvent(kind: .state, name: "OffsetReadoutScreen.offset", value: "\(offset)"),
        ])
    }

    @Test func collapsibleHeaderFollowsTheOffsetInTheSameCall() {
        let graph = ViewGraph()
        let at100 = ViewLayoutEngine.layout(CollapsibleHeaderScreen(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 100), graph: graph)
        // 200 - 100 = 100 points, after the second pass.
        #expect(T.fills(at100.displayList, .red) == [T.rect(0, 0, 393, 100)])
        #expect(at100.passes == 2)
        // The state survives: the next layout at the same offset needs one pass.
        let again = ViewLayoutEngine.layout(CollapsibleHeaderScreen(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 100), graph: graph)
        #expect(T.fills(again.displayList, .red) == [T.rect(0, 0, 393, 100)])
        #expect(again.passes == 1)
        #expect(again.viewEvents.isEmpty)
        let at0 = ViewLayoutEngine.layout(CollapsibleHeaderScreen(), in: T.phone, graph: ViewGraph())
        #expect(T.fills(at0.displayList, .red) == [T.rect(0, 0, 393, 200)])
        // max(0, 200 - 640) = 0: no header drawn.
        let at640 = ViewLayoutEngine.layout(CollapsibleHeaderScreen(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 640), graph: graph)
        #expect(T.fills(at640.displayList, .red).isEmpty)
    }

    // MARK: seed 003: ScrollViewOffset

    @Test(arguments: [0.0, 100.0, 640.0])
    func scrollViewOffsetReportsMinusTheOffset(offset: Double) {
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(
            ContentView(), in: T.phone, scrollOffset: CGPoint(x: 0, y: offset), safeAreaInsets: Self.safe, graph: graph)
        // The reader's minY in "frameLayer" (the scroll view's frame) is -offset.
        #expect(Self.number(graph, "._scrollOffset") == -offset)
    }

    @Test func theMinus8PaddingPutsTheFirstRowAtZero() {
        let layout = ViewLayoutEngine.layout(ContentView(), in: T.phone)
        // Reader 0 tall, 8 of implicit-stack spacing, -8 of padding: row "0" at 0.
        #expect(T.texts(layout.displayList).first { $0.lines == ["0"] }?.frame.minY == 0)
        let inset = ViewLayoutEngine.layout(ContentView(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 10), safeAreaInsets: Self.safe)
        let y = T.texts(inset.displayList).first { $0.lines == ["0"] }?.frame.minY
        #expect(y == Double(59 - 10))
    }

    @Test func withoutThePaddingTheFirstRowSitsBelowTheSpacing() {
        let view = ScrollView {
            GeometryReader { _ in Color.clear }.frame(height: 0)
            LazyVStack { ForEach(0..<100) { Text("\($0)") } }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(T.texts(layout.displayList).first { $0.lines == ["0"] }?.frame.minY == 8)
    }

    @Test func aLocalReaderReadsZeroAtEveryOffset() {
        let graph = ViewGraph()
        var events = 0
        for y in [0.0, 100, 640] {
            let layout = ViewLayoutEngine.layout(
                SpaceReaderScreen(space: .local), in: T.phone, scrollOffset: CGPoint(x: 0, y: y), safeAreaInsets: Self.safe, graph: graph)
            #expect(Self.number(graph, "._reported") == 0.0)
            events += layout.viewEvents.filter { $0.kind == .onPreferenceChange }.count
        }
        // Reported once (the first layout), never changed after.
        #expect(events == 1)
    }

    @Test(arguments: [(0.0, 0.0, 59.0), (100, 0, -41), (640, 0, -581), (0, 100, 159), (100, 100, 59), (640, 100, -481)])
    func aGlobalReaderMovesWithTheOffsetAndWhereTheScrollViewSits(offset: Double, header: Double, expected: Double) {
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(
            SpaceReaderScreen(space: .global, headerHeight: header), in: T.phone, scrollOffset: CGPoint(x: 0, y: offset),
            safeAreaInsets: Self.safe, graph: graph)
        // Window y = top inset 59 + header + content top 0 - offset.
        #expect(Self.number(graph, "._reported") == expected)
    }

    @Test(arguments: [0.0, 100.0, 640.0])
    func aScrollViewSpaceReaderReadsMinusTheOffset(offset: Double) {
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(
            SpaceReaderScreen(space: .scrollView, headerHeight: 100), in: T.phone, scrollOffset: CGPoint(x: 0, y: offset),
            safeAreaInsets: Self.safe, graph: graph)
        #expect(Self.number(graph, "._reported") == -offset)
    }

    // MARK: GeometryReader

    @Test func geometryReaderTakesTheOfferAndPutsContentTopLeading() {
        let view = GeometryReader { _ in Color.blue.frame(width: 50, height: 50) }.frame(width: 200, height: 200)
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        // The 200 × 200 reader is centred: (393-200)/2 = 96.5, (852-200)/2 = 326.
        #expect(T.fills(layout.displayList, .blue) == [T.rect(96.5, 326, 50, 50)])
    }

    @Test func proxySizeIsTheProposal() {
        let view = GeometryReader { p in Color.blue.frame(width: p.size.width / 2, height: p.size.height / 4) }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(T.fills(layout.displayList, .blue) == [T.rect(0, 0, 196.5, 213)])
    }

    @Test func proxySafeAreaInsetsCountOnlyWhereTheSafeAreaReachesIn() {
        func reader() -> some View {
            GeometryReader { p in Color.blue.frame(width: p.safeAreaInsets.top, height: p.safeAreaInsets.bottom) }
        }
        // A reader at the safe area's edge reports the device's insets, whether
        // it ignores the safe area (frame from 0) or not (frame from 59).
        let ignoring = ViewLayoutEngine.layout(reader().ignoresSafeArea(), in: T.phone, safeAreaInsets: Self.safe)
        #expect(T.fills(ignoring.displayList, .blue) == [T.rect(0, 0, 59, 34)])
        let atTheEdge = ViewLayoutEngine.layout(reader(), in: T.phone, safeAreaInsets: Self.safe)
        #expect(T.fills(atTheEdge.displayList, .blue) == [T.rect(0, 59, 59, 34)])
        // A reader well inside (a 100-point square centred in the 393 × 759
        // safe area, at (146.5, 59 + 329.5)) reports none: a 0 × 0 fill.
        let inside = ViewLayoutEngine.layout(reader().frame(width: 100, height: 100), in: T.phone, safeAreaInsets: Self.safe)
        #expect(T.fills(inside.displayList, .blue) == [T.rect(146.5, 388.5, 0, 0)])
    }

    @Test func namedCoordinateSpaceOfIOS17() {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { p in Color.blue.frame(width: 10 + p.frame(in: .named("outer")).minY, height: 10) }
                .frame(height: 100)
        }
        .frame(width: 300, height: 130)
        .coordinateSpace(.named("outer"))
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        // Stack at ((393-300)/2, (852-130)/2) = (46.5, 361); reader 30 below, so minY 30, width 40.
        #expect(T.fills(layout.displayList, .blue) == [T.rect(46.5, 391, 40, 10)])
    }

    @Test func anUnknownNameMeasuresInTheWindow() {
        let view = GeometryReader { p in Color.blue.frame(width: 10 + p.frame(in: .named("nowhere")).minY, height: 10) }
            .frame(width: 100, height: 100)
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        // Reader at y (852-100)/2 = 376: width 386.
        #expect(T.fills(layout.displayList, .blue) == [T.rect(146.5, 376, 386, 10)])
    }

    // MARK: preferences

    struct ListKey: PreferenceKey {
        static var defaultValue: [String] { ["default"] }
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    @Test func siblingsAreReducedInTreeOrder() {
        let got = Box<[String]>([])
        let view = VStack {
            Color.red.preference(key: ListKey.self, value: ["a"])
            Color.green
            Color.blue.preference(key: ListKey.self, value: ["b"])
            HStack { Color.red.preference(key: ListKey.self, value: ["c"]) }
        }
        .onPreferenceChange(ListKey.self) { got.value = $0 }
        _ = ViewLayoutEngine.layout(view, in: T.phone)
        // Only the subtrees that set the key take part: a, then b, then c; no default.
        #expect(got.value == ["a", "b", "c"])
    }

    @Test func noWriterReadsTheDefaultAndAnOuterWriterReplacesTheInner() {
        let none = Box<[String]>([])
        _ = ViewLayoutEngine.layout(Color.red.onPreferenceChange(ListKey.self) { none.value = $0 }, in: T.phone)
        #expect(none.value == ["default"])
        let outer = Box<[String]>([])
        let view = Color.red.preference(key: ListKey.self, value: ["inner"]).preference(key: ListKey.self, value: ["outer"])
            .onPreferenceChange(ListKey.self) { outer.value = $0 }
        _ = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(outer.value == ["outer"])
    }

    @Test func innerObserversRunBeforeOuterOnes() {
        let order = Box<[String]>([])
        let view = VStack {
            Color.red.preference(key: ListKey.self, value: ["x"])
                .onPreferenceChange(ListKey.self) { order.value.append("inner \($0)") }
        }
        .onPreferenceChange(ListKey.self) { order.value.append("outer \($0)") }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(order.value == ["inner [\"x\"]", "outer [\"x\"]"])
        #expect(layout.viewEvents.map(\.value) == ["[\"x\"]", "[\"x\"]"])
        #expect(layout.passes == 1)
    }

    // MARK: State and Binding

    @Test func stateOutsideALayoutKeepsItsValueLocally() {
        let state = State(wrappedValue: 1)
        state.wrappedValue = 2
        #expect(state.wrappedValue == 2)
        state.projectedValue.wrappedValue = 3
        #expect(state.wrappedValue == 3)
    }

    @Test func bindingsGetAndSetThroughTheirClosures() {
        let store = Box(CGPoint(x: 1, y: 2))
        let inverted = Binding(get: { store.value }, set: { store.value = CGPoint(x: -$0.x, y: -$0.y) })
        inverted.wrappedValue = CGPoint(x: 5, y: -7)
        #expect(store.value == CGPoint(x: -5, y: 7))
        inverted.y.wrappedValue = 4
        // get (-5, 7), y set to 4: (-5, 4), stored negated.
        #expect(store.value == CGPoint(x: 5, y: -4))
        let constant = Binding.constant(9)
        constant.wrappedValue = 10
        #expect(constant.wrappedValue == 9)
    }

    struct Row: View {
        @State var value: Int
        init(_ v: Int) { _value = State(initialValue: v) }
        var body: some View { Color.blue.frame(height: CGFloat(value)) }
    }

    @Test func eachRowAndSiblingHasItsOwnState() {
        let graph = ViewGraph()
        let view = VStack(spacing: 0) {
            Row(10)
            Row(20)
            ForEach([30, 40], id: \.self) { Row($0) }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        #expect(graph.stateCount == 4)
        #expect(T.fills(layout.displayList, .blue).map(\.size.height) == [10, 20, 30, 40])
    }

    // MARK: onChange

    @Test func onChangeRunsWithOldAndNewWhenTheBodySawADifferentValue() {
        let graph = ViewGraph()
        let log = Box<[[Double]]>([])
        var kinds: [[String]] = []
        for y in [0.0, 100, 100, 640] {
            let layout = ViewLayoutEngine.layout(
                OnChangeScreen { log.value.append([$0, $1]) }, in: T.phone, scrollOffset: CGPoint(x: 0, y: y), graph: graph)
            kinds.append(layout.viewEvents.map(\.kind.rawValue).filter { $0 != "state" })
        }
        // The offset state changes after the preference action, so the second pass's body sees it.
        #expect(log.value == [[0, 100], [100, 640]])
        #expect(kinds == [["onPreferenceChange"], ["onPreferenceChange", "onChange"], [], ["onPreferenceChange", "onChange"]])
    }

    @Test func onChangeInitialRunsOnTheFirstLayoutWithTheValueTwice() {
        let log = Box<[[Double]]>([])
        _ = ViewLayoutEngine.layout(OnChangeScreen(initial: true) { log.value.append([$0, $1]) }, in: T.phone, graph: ViewGraph())
        #expect(log.value == [[0, 0]])
    }

    // MARK: seed 003's status bar

    /// Scroll offsets (positive down, negative pulled past the top) and the
    /// article's opacity: scrollOffset = -offset; -100...0 gives -scrollOffset/100,
    /// below -100 gives 1, above 0 gives 0.
    @Test(arguments: [(150.0, 1.0), (50, 0.5), (0, 0), (-40, 0)])
    func statusBarOpacityFollowsTheOffset(offset: Double, opacity: Double) {
        let layout = ViewLayoutEngine.layout(
            ContentView(), in: T.phone, scrollOffset: CGPoint(x: 0, y: offset), safeAreaInsets: Self.safe, graph: ViewGraph())
        // The bar: the reader's top inset (59) tall, pushed up over the status bar.
        let bar = T.shapes(layout.displayList).filter { $0.frame == T.rect(0, 0, 393, 59) }
        #expect(bar.count == 1)
        guard case .fill(let c)? = bar.first?.paint else { Issue.record("no bar"); return }
        #expect(c.a == UInt8((opacity * 255).rounded()))
    }

    @Test func scrollViewAxisPicksTheScrollViewOfThatAxis() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 200)
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        Color.green.frame(width: 150, height: 100)
                        GeometryReader { p in
                            Color.blue.frame(
                                width: 10 + p.frame(in: .scrollView(axis: .vertical)).minY,
                                height: 10 + p.frame(in: .scrollView(axis: .horizontal)).minY + p.frame(in: .scrollView).minX / 10)
                        }
                        .frame(width: 100, height: 100)
                    }
                }
                .frame(height: 100)
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 50))
        // The rail sits at y 200 - 50 = 150 in the feed (frame at 0, 0); the reader at x 150 in
        // the rail (at its start): vertical space minY 150, the rail's minY 0, the innermost minX 150.
        #expect(T.fills(layout.displayList, .blue) == [T.rect(150, 150, 160, 25)])
    }
}
