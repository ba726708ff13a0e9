import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// `.buttonStyle` with SwiftUI's built-in styles (`ButtonLook`): a bordered
/// button is its label padded 12 points across and 7 down on a rounded
/// rectangle of the tint (at 15 % for `.bordered`), the label in the tint
/// (`.bordered`) or white (`.borderedProminent`); the default style and
/// `.borderless` draw the label in the tint alone.
@Suite("Buttons: the built-in styles") struct ButtonLookTests {
    typealias T = LayoutTestSupport

    static func layout<V: View>(_ view: V) -> (text: DisplayText?, fills: [Rect]) {
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        return (T.texts(list).first, T.fills(list, .blue))
    }

    @Test func borderedProminentIsWhiteOnTheTint() {
        let (text, fills) = Self.layout(Button("Continue") {}.buttonStyle(.borderedProminent))
        guard let t = text else { Issue.record("no label"); return }
        #expect(t.color == Color.white.light.rgb)
        #expect(fills == [T.rect(t.frame.origin.x - 12, t.frame.origin.y - 7, t.frame.size.width + 24, t.frame.size.height + 14)])
    }

    @Test func borderedIsTheTintOnAFaintTint() {
        let (text, fills) = Self.layout(Button("Continue") {}.buttonStyle(.bordered))
        guard let t = text else { Issue.record("no label"); return }
        #expect(t.color == Color.blue.light.rgb)
        #expect(fills == [T.rect(t.frame.origin.x - 12, t.frame.origin.y - 7, t.frame.size.width + 24, t.frame.size.height + 14)])
    }

    @Test func theDefaultAndBorderlessStylesDrawNoBackground() {
        for view in [AnyView(Button("Continue") {}), AnyView(Button("Continue") {}.buttonStyle(.borderless))] {
            let (text, fills) = Self.layout(view)
            #expect(text?.color == Color.blue.light.rgb)
            #expect(fills.isEmpty)
        }
    }
}
