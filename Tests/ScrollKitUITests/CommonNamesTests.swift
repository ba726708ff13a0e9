import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Names iOS code uses often beyond the scroll APIs: dividers, the older
/// navigation spellings, fonts by style, sections, subviews, `UIScreen`,
/// labels and controls. Expected values follow SwiftUI's documented rules
/// and iOS's metrics, worked out in the comments (iPhone 15: 393 × 852).
@Suite("Common names: Divider, sections, subviews, UIScreen, controls") struct CommonNamesTests {
    typealias T = LayoutTestSupport

    /// `.separator` in light: #3C3C43 at 0x49.
    static let separator = RGBColor(r: 0x3C, g: 0x3C, b: 0x43, a: 0x49)

    static func separators(_ list: DisplayList) -> [Rect] {
        T.shapes(list).filter { $0.paint == .fill(separator) }.map(\.frame)
    }

    @Test func dividerCrossesTheStackItSitsIn() {
        // VStack: the divider takes the offered width (393) and is 1 tall;
        // 50 + 1 + 50 = 101 tall, top at (852 − 101) / 2 = 375.5.
        let v = ViewLayoutEngine.layout(
            VStack(spacing: 0) { Color.red.frame(width: 100, height: 50); Divider(); Color.blue.frame(width: 100, height: 50) }, in: T.phone)
        #expect(Self.separators(v.displayList) == [T.rect(0, 425.5, 393, 1)])
        #expect(T.fills(v.displayList, .blue) == [T.rect(146.5, 426.5, 100, 50)])
        // HStack: a vertical line as tall as offered (852); 50 + 1 + 50 wide from (393 − 101) / 2 = 146.
        let h = ViewLayoutEngine.layout(
            HStack(spacing: 0) { Color.red.frame(width: 50, height: 40); Divider(); Color.blue.frame(width: 50, height: 40) }, in: T.phone)
        #expect(Self.separators(h.displayList) == [T.rect(196, 0, 1, 852)])
        #expect(T.fills(h.displayList, .red) == [T.rect(146, 406, 50, 40)])
        // Not in a stack (a ZStack is not one): horizontal, centred.
        let z = ViewLayoutEngine.layout(ZStack { Divider() }, in: T.phone)
        #expect(Self.separators(z.displayList) == [T.rect(0, 425.5, 393, 1)])
        #expect(Divider.thickness == 1)
    }

    @Test func aRowAndItsDividerLineUpAsSiblingsOfTheStack() {
        // Each element is a row and a divider: they take the stack's leading
        // alignment and spacing 0. Dividers make the stack 393 wide; 2 · (10 + 1)
        // = 22 tall from (852 − 22) / 2 = 415.
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<2) { _ in
                Color.red.frame(width: 50, height: 10)
                Divider()
            }
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(0, 415, 50, 10), T.rect(0, 426, 50, 10)])
        #expect(Self.separators(list) == [T.rect(0, 425, 393, 1), T.rect(0, 436, 393, 1)])
    }

    @Test func olderNavigationSpellingsDrawTheSameBar() {
        // NavigationView is NavigationStack; navigationBarTitle(_:displayMode: .inline) a 44-point bar.
        let inline = ViewLayoutEngine.layout(
            NavigationView { Color.red.navigationBarTitle(Text("Feed"), displayMode: .inline) }, in: T.phone)
        #expect(T.fills(inline.displayList, .red) == [T.rect(0, 44, 393, 808)])
        #expect(T.texts(inline.displayList).map(\.fontSize) == [17])
        #expect(T.texts(inline.displayList).first?.lines == ["Feed"])
        let large = ViewLayoutEngine.layout(NavigationView { Color.red.navigationBarTitle("Feed") }, in: T.phone)
        #expect(T.fills(large.displayList, .red) == [T.rect(0, 96, 393, 756)])
        let text = ViewLayoutEngine.layout(NavigationStack { Color.red.navigationTitle(Text("Feed")) }, in: T.phone)
        #expect(T.texts(text.displayList).first?.fontSize == 34)
        let mode = ViewLayoutEngine.layout(
            NavigationView { Color.red.navigationBarTitle("Feed", displayMode: .large) }.navigationViewStyle(.stack), in: T.phone)
        #expect(T.fills(mode.displayList, .red) == [T.rect(0, 96, 393, 756)])
        // navigationBarHidden(true): no bar; the innermost setting wins.
        let hidden = ViewLayoutEngine.layout(
            NavigationView { Color.red.navigationBarTitle("Feed").navigationBarHidden(true) }, in: T.phone)
        #expect(T.fills(hidden.displayList, .red) == [T.rect(0, 0, 393, 852)])
        let shown = ViewLayoutEngine.layout(
            NavigationView { Color.red.navigationBarTitle("Feed").navigationBarHidden(false).navigationBarHidden(true) }, in: T.phone)
        #expect(T.fills(shown.displayList, .red) == [T.rect(0, 96, 393, 756)])
    }

    @Test func fontsByStyleSizeAndWeight() {
        let view = VStack {
            Text("a").font(.system(.title, design: .rounded))  // title: 28 / 34
            Text("b").font(.system(size: 20, weight: .bold, design: .serif))  // 20, line 1.2 × 20 = 24
            Text("c").font(.system(.body, weight: .medium))
            Text("d").font(.custom("Avenir", size: 15))  // 15, line 18
            Text("e").italic()  // drawn upright: body
        }
        let texts = T.texts(ViewLayoutEngine.layout(view, in: T.phone).displayList)
        #expect(texts.map(\.fontSize) == [28, 20, 17, 15, 17])
        #expect(texts.map(\.lineHeight) == [34, 24, 22, 18, 22])
        #expect(texts.map(\.weight) == [.regular, .bold, .medium, .regular, .regular])
    }

    @Test func fontWeightBoldAndItalicOnAnyView() {
        let view = VStack {
            Text("a")
            Text("b").font(.headline)  // the view's weight overrides the font's semibold
            Text("c").fontWeight(.light)  // the text's own weight wins
        }
        let heavy = T.texts(ViewLayoutEngine.layout(view.fontWeight(.heavy), in: T.phone).displayList)
        #expect(heavy.map(\.weight) == [.heavy, .heavy, .light])
        let bold = T.texts(ViewLayoutEngine.layout(view.bold().italic(), in: T.phone).displayList)
        #expect(bold.map(\.weight) == [.bold, .bold, .light])
        let off = T.texts(ViewLayoutEngine.layout(view.bold(false), in: T.phone).displayList)
        #expect(off.map(\.weight) == [.regular, .semibold, .light])
    }

    @Test func scaledToFitAndFillKeepTheViewsRatio() {
        // A shape's ideal is 10 × 10 (ratio 1). In a 200 × 100 frame (at 96.5, 376):
        // fit is 100 × 100 centred; fill is 200 × 200 centred (it overflows).
        let fit = ViewLayoutEngine.layout(Color.red.scaledToFit().frame(width: 200, height: 100), in: T.phone)
        #expect(T.fills(fit.displayList, .red) == [T.rect(146.5, 376, 100, 100)])
        let fill = ViewLayoutEngine.layout(Color.red.scaledToFill().frame(width: 200, height: 100), in: T.phone)
        #expect(T.fills(fill.displayList, .red) == [T.rect(96.5, 326, 200, 200)])
        // An asset image (100 × 100) made resizable and fitted to 300 × 120: 120 × 120.
        let image = ViewLayoutEngine.layout(Image("hero").resizable().scaledToFit().frame(width: 300, height: 120), in: T.phone)
        let frames = T.collect(image.displayList) { if case .image(let i) = $0 { return i.frame } else { return nil } }
        #expect(frames == [T.rect(136.5, 366, 120, 120)])
    }

    @Test func sectionsAreTheirHeaderContentAndFooterInOrder() {
        // In a lazy stack with pinned headers, at rest: 30 + 100 + 100 + 20 from the top.
        let lazy = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                Section {
                    Color.red.frame(height: 100)
                    Color.blue.frame(height: 100)
                } header: {
                    Color.green.frame(height: 30)
                } footer: {
                    Color.orange.frame(height: 20)
                }
                Section(header: Color.yellow.frame(height: 10)) { Color.red.frame(height: 5) }
            }
        }
        let layout = ViewLayoutEngine.layout(lazy, in: T.phone)
        #expect(T.fills(layout.displayList, .green) == [T.rect(0, 0, 393, 30)])
        #expect(T.fills(layout.displayList, .red) == [T.rect(0, 30, 393, 100), T.rect(0, 260, 393, 5)])
        #expect(T.fills(layout.displayList, .orange) == [T.rect(0, 230, 393, 20)])
        #expect(T.fills(layout.displayList, .yellow) == [T.rect(0, 250, 393, 10)])
        #expect(layout.scrollViews.first?.contentSize.height == 265)
        // Scrolled by 20, the header is pinned at the top: its own place is
        // −20, its section ends at 250 − 20 = 230, max(−20, min(0, 230 − 30)) = 0;
        // the footer stays at its own place 230 − 20 = 210 (above 852 − 20).
        let scrolled = ViewLayoutEngine.layout(lazy, in: T.phone, scrollOffset: CGPoint(x: 0, y: 20))
        #expect(T.fills(scrolled.displayList, .green) == [T.rect(0, 0, 393, 30)])
        #expect(T.fills(scrolled.displayList, .orange) == [T.rect(0, 210, 393, 20)])
        // In an eager VStack, default spacing 8 between the three.
        let titled = ViewLayoutEngine.layout(
            VStack { Section(header: Color.green.frame(width: 10, height: 10), footer: Color.blue.frame(width: 10, height: 10)) { Color.red.frame(width: 10, height: 10) } },
            in: T.phone)
        // 10 + 8 + 10 + 8 + 10 = 46 tall from (852 − 46) / 2 = 403.
        #expect(T.fills(titled.displayList, .red) == [T.rect(191.5, 421, 10, 10)])
        #expect(T.fills(titled.displayList, .blue) == [T.rect(191.5, 439, 10, 10)])
    }

    @Test func forEachSubviewsVisitsEveryViewOfTheContent() {
        // Four subviews (a Group and a ForEach flattened), each 20 × 20, 10 apart:
        // 4 · 20 + 3 · 10 = 110 wide from (393 − 110) / 2 = 141.5; top (852 − 20) / 2 = 416.
        let content = Group {
            Color.red
            Color.blue
            ForEach(0..<2) { _ in Color.green }
        }
        let view = HStack(spacing: 10) { ForEach(subviews: content) { $0.frame(width: 20, height: 20) } }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(141.5, 416, 20, 20)])
        #expect(T.fills(list, .blue) == [T.rect(171.5, 416, 20, 20)])
        #expect(T.fills(list, .green) == [T.rect(201.5, 416, 20, 20), T.rect(231.5, 416, 20, 20)])
    }

    @Test func groupSubviewsGivesTheCollection() {
        // subviews[2] (green) 10 wide, then a bar count · 10 = 30 wide: 40 from 176.5; top 421.
        let view = Group(subviews: Group { Color.red; Color.blue; Color.green }) { subviews in
            HStack(spacing: 0) {
                subviews[2].frame(width: 10, height: 10)
                Color.yellow.frame(width: CGFloat(subviews.count) * 10, height: 10)
            }
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .green) == [T.rect(176.5, 421, 10, 10)])
        #expect(T.fills(list, .yellow) == [T.rect(186.5, 421, 30, 10)])
        #expect(T.fills(list, .red).isEmpty)
    }

    @Test func lazyStackPlacesEachRunAtItsOwnRowLength() {
        // A 40-point header, then a run of 1,000 rows of 60, spacing 0: the
        // rows start at 40 (not at the header's pitch), the content is
        // 40 + 60 000 long; scrolled to 40 + 100 · 60, row 100 is at the top.
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                Color.green.frame(height: 40)
                ForEach(0..<1000) { i in (i == 100 ? Color.red : Color.blue).frame(height: 60) }
            }
        }
        let top = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(top.scrollViews.first?.contentSize.height == 60_040)
        #expect(T.fills(top.displayList, .blue).first == T.rect(0, 40, 393, 60))
        let deep = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 6040))
        #expect(T.fills(deep.displayList, .red) == [T.rect(0, 0, 393, 60)])
        #expect(T.fills(deep.displayList, .green).isEmpty)
    }

    @Test func subviewsOfALazyRunAreBuiltOnlyWhereShown() {
        // 100,000 rows of 50 points: the screen shows 852 / 50 → 18 rows.
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(subviews: ForEach(0..<100_000) { i in SubviewCountedRow(index: i) }) { $0.frame(height: 50) }
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(layout.scrollViews.first?.contentSize.height == 5_000_000)
        #expect(layout.bodiesEvaluated < 40)
    }

    @Test func namespacesAreDistinct() {
        let a = Namespace()
        let b = Namespace()
        #expect(a.wrappedValue == a.wrappedValue)
        #expect(a.wrappedValue != b.wrappedValue)
    }

    @Test func uiScreenMainIsTheScreenBeingLaidOut() {
        // Half the width by a quarter of the height of the screen laid out on.
        let phone = ViewLayoutEngine.layout(ScreenFraction(), in: CGSize(width: 390, height: 844))
        // 195 × 211 centred in 390 × 844.
        #expect(T.fills(phone.displayList, .red) == [T.rect(97.5, 316.5, 195, 211)])
        let pad = ViewLayoutEngine.layout(ScreenFraction(), in: CGSize(width: 1024, height: 768))
        #expect(T.fills(pad.displayList, .red) == [T.rect(256, 288, 512, 192)])
        #expect(UIScreen.main.scale == 1)
    }

    @Test func labelIsItsIconThenItsTitle() {
        // The symbol placeholder is a body line (22) square; the title 8 after it.
        let list = ViewLayoutEngine.layout(Label("Inbox", systemImage: "tray"), in: T.phone).displayList
        let icon = T.collect(list) { if case .image(let i) = $0 { return i } else { return nil } }.first
        let title = T.texts(list).first
        #expect(icon?.label == "tray")
        #expect(icon.map { $0.frame.width == 22 && $0.frame.height == 22 } == true)
        #expect(icon.flatMap { i in title.map { $0.frame.minX - i.frame.maxX } } == 8)
        #expect(title?.lines == ["Inbox"])
    }

    @Test func progressViewsHaveIOSSizes() {
        // The spinner is 20 × 20: a 10-point square under it starts 20 below the stack's top,
        // (852 − 30) / 2 = 411.
        let spinner = ViewLayoutEngine.layout(
            VStack(spacing: 0) { ProgressView(); Color.red.frame(width: 10, height: 10) }, in: T.phone)
        #expect(T.fills(spinner.displayList, .red) == [T.rect(191.5, 431, 10, 10)])
        let spokes = T.shapes(spinner.displayList).filter { $0.frame.width == 2.5 && $0.frame.height == 6 }
        #expect(spokes.count == 8)
        // The top spoke, unrotated: centred on x = 196.5, at the spinner's top.
        #expect(spokes.first?.frame == T.rect(195.25, 411, 2.5, 6))
        // A bar: 4 tall across the width offered, centred.
        let bar = ViewLayoutEngine.layout(ProgressView(value: 0.25), in: T.phone)
        let capsules = T.shapes(bar.displayList).map(\.frame)
        #expect(capsules == [T.rect(0, 424, 393, 4), T.rect(0, 424, 393, 4)])
    }

    @Test func toggleDrawsTheSwitchAndFlipsOnATap() {
        let isOn = Box(true)
        let binding = Binding(get: { isOn.value }, set: { isOn.value = $0 })
        // Label, spacer, switch: the toggle takes the width; switch 51 × 31 at the trailing end.
        let layout = ViewLayoutEngine.layout(Toggle("Wi-Fi", isOn: binding), in: T.phone)
        #expect(T.fills(layout.displayList, .green) == [T.rect(342, 410.5, 51, 31)])
        // Knob 27 wide, inset 2, at the trailing end: 393 − 2 − 27 = 364.
        #expect(T.fills(layout.displayList, .white) == [T.rect(364, 412.5, 27, 27)])
        #expect(layout.tap(at: CGPoint(x: 367, y: 426)))
        #expect(isOn.value == false)
        let off = ViewLayoutEngine.layout(Toggle("Wi-Fi", isOn: binding), in: T.phone)
        #expect(T.fills(off.displayList, .white) == [T.rect(344, 412.5, 27, 27)])
        #expect(T.fills(off.displayList, .green).isEmpty)
    }

    @Test func tintColoursButtons() {
        let list = ViewLayoutEngine.layout(Button("Delete") {}.tint(.red), in: T.phone).displayList
        #expect(T.texts(list).first?.color == Color.red.light.rgb)
    }

    @Test func previewProviderPreviewsIsAView() {
        // Two views in `previews`: an implicit VStack, (852 − 8) / 2 = 422 each.
        let list = ViewLayoutEngine.layout(TwoPreviews.previews, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(0, 0, 393, 422)])
        #expect(T.fills(list, .blue) == [T.rect(0, 430, 393, 422)])
    }
}

private struct ScreenFraction: View {
    var body: some View {
        Color.red.frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.height / 4)
    }
}

private struct SubviewCountedRow: View {
    let index: Int
    var body: some View { Color.red }
}

private struct TwoPreviews: PreviewProvider {
    static var previews: some View {
        Color.red
        Color.blue
    }
}
