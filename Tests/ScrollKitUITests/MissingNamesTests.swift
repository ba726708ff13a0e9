import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Button, NavigationStack, AsyncImage: sizes from iOS's metrics (body
/// text 22 points a line; navigation bars 44 inline, 96 with a large title).
@Suite("Buttons, navigation, async images") struct MissingNamesTests {
    typealias T = LayoutTestSupport

    @Test func buttonsAreBlueAndTappableWhereTheyAre() {
        let taps = Box<[String]>([])
        let view = VStack {
            Button("A") { taps.value.append("A") }
            Button(action: { taps.value.append("B") }) { Text("B").foregroundStyle(Color.red) }
        }
        // Two 22-point lines 8 apart: 52 tall, centred in 852: 400 … 422 and 430 … 452.
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        let texts = T.texts(layout.displayList)
        #expect(texts.map(\.frame.minY) == [400, 430])
        #expect(texts.first?.color == Color.blue.light.rgb)
        #expect(texts.last?.color == Color.red.light.rgb)  // the label's own style wins
        #expect(layout.tap(at: CGPoint(x: 196.5, y: 441)))
        #expect(!layout.tap(at: CGPoint(x: 196.5, y: 426)))  // the gap between them
        #expect(layout.tap(at: CGPoint(x: 196.5, y: 401)))
        #expect(taps.value == ["B", "A"])
    }

    @Test func buttonsScrolledOutOfSightCannotBeTapped() {
        let taps = Box(0)
        let view = ScrollView {
            VStack(spacing: 0) {
                Button(action: { taps.value += 1 }) { Color.red.frame(height: 100) }
                Color.gray.frame(height: 2000)
            }
        }
        // Scrolled by 60, the button shows 0 … 40.
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 60))
        #expect(layout.tap(at: CGPoint(x: 10, y: 39)))
        #expect(!layout.tap(at: CGPoint(x: 10, y: 45)))
        #expect(taps.value == 1)
    }

    @Test func navigationStackDrawsAPlainTitleBarOfIOSHeight() {
        let large = ViewLayoutEngine.layout(NavigationStack { Color.red.navigationTitle("Feed") }, in: T.phone)
        #expect(T.fills(large.displayList, .red) == [T.rect(0, 96, 393, 756)])
        let title = T.texts(large.displayList).first
        #expect(title?.lines == ["Feed"])
        #expect(title?.fontSize == 34)
        // Leading 16; line box (41) 8 above the bar's bottom: 96 − 8 − 41.
        #expect(title.map { $0.frame.minX == 16 && $0.frame.minY == 47 } == true)
        let inline = ViewLayoutEngine.layout(
            NavigationStack { Color.red.navigationTitle("Feed").navigationBarTitleDisplayMode(.inline) }, in: T.phone)
        #expect(T.fills(inline.displayList, .red) == [T.rect(0, 44, 393, 808)])
        #expect(T.texts(inline.displayList).first?.fontSize == 17)
        // No title: no bar.
        let none = ViewLayoutEngine.layout(NavigationStack { Color.red }, in: T.phone)
        #expect(T.fills(none.displayList, .red) == [T.rect(0, 0, 393, 852)])
    }

    @Test func asyncImageShowsItsPlaceholder() {
        let plain = ViewLayoutEngine.layout(AsyncImage(url: URL(string: "https://example.com/a.jpg")).frame(width: 120, height: 80), in: T.phone)
        let images = T.collect(plain.displayList) { if case .image(let i) = $0 { return i } else { return nil } }
        #expect(images.map(\.label) == ["a.jpg"])
        #expect(images.first?.frame == T.rect(136.5, 386, 120, 80))
        let custom = AsyncImage(url: nil) { image in image.resizable() } placeholder: { Color.blue }
        #expect(T.fills(ViewLayoutEngine.layout(custom.frame(width: 50, height: 50), in: T.phone).displayList, .blue).count == 1)
        let phased = AsyncImage(url: nil) { phase in
            if phase.image == nil { Color.green } else { Color.red }
        }
        #expect(T.fills(ViewLayoutEngine.layout(phased.frame(width: 50, height: 50), in: T.phone).displayList, .green).count == 1)
    }
}
