import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

struct Item: Identifiable {
    let id: String
    let width: CGFloat
}

/// Builders, ForEach forms, type erasure and modifiers on groups.
@Suite("Views: builders") struct ViewBuilderTests {
    typealias T = LayoutTestSupport

    private func widths<V: View>(_ view: V) -> [Double] {
        T.shapes(ViewLayoutEngine.layout(view, in: T.phone).displayList).map(\.frame.width)
    }

    @Test func ifElseSwitchAndForLoops() {
        func view(_ flag: Bool, _ mode: Int) -> some View {
            VStack {
                if flag { Color.red.frame(width: 10, height: 1) } else { Color.red.frame(width: 20, height: 1) }
                switch mode {
                case 0: Color.blue.frame(width: 30, height: 1)
                case 1: Color.blue.frame(width: 40, height: 1)
                default: EmptyView()
                }
                for w in [50.0, 60] { Color.green.frame(width: w, height: 1) }
            }
        }
        #expect(widths(view(true, 0)) == [10, 30, 50, 60])
        #expect(widths(view(false, 1)) == [20, 40, 50, 60])
        #expect(widths(view(false, 2)) == [20, 50, 60])
    }

    @Test func forEachFormsAndIDs() {
        let items = [Item(id: "a", width: 11), Item(id: "b", width: 22)]
        #expect(widths(VStack { ForEach(items) { Color.red.frame(width: $0.width, height: 1) } }) == [11, 22])
        #expect(widths(VStack { ForEach([5.0, 6], id: \.self) { Color.red.frame(width: $0, height: 1) } }) == [5, 6])
        #expect(widths(HStack { ForEach(1..<4) { Color.red.frame(width: CGFloat($0), height: 1) } }) == [1, 2, 3])
        // Each row carries its element's id as a scroll target's view id would.
        let stack = LazyStackNode(axis: .vertical, alignment: 0.5, spacing: 0, sources: ForEach(items) { Color.red.frame(width: $0.width) }.resolveChildren(ViewEnvironment(), ResolveState()))
        #expect(stack.row(1).viewID == AnyHashable("b"))
    }

    @Test func anyViewAndGroupModifiersApplyToEachView() {
        let erased = AnyView(Color.red.frame(width: 7, height: 1))
        #expect(widths(erased) == [7])
        let group = VStack {
            Group {
                Color.red
                Color.blue
            }
            .frame(width: 50, height: 5)
        }
        let layout = ViewLayoutEngine.layout(group, in: T.phone)
        #expect(layout.rootFrame.size == CGSize(width: 50, height: 18))
    }

    @Test func effectsBecomeGroups() throws {
        let view = Color.red.frame(width: 100, height: 100)
            .cornerRadius(12)
            .opacity(0.5)
            .offset(x: 10, y: -5)
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        guard case .group(let offset) = list.items.first, case .group(let fade) = offset.children.first,
              case .group(let clip) = fade.children.first
        else { Issue.record("expected three nested groups, got \(list)"); return }
        #expect(offset.transform.offset == Vector(dx: 10, dy: -5))
        #expect(fade.opacity == 0.5)
        #expect(clip.clip == DisplayClip(.roundedRectangle(cornerRadius: 12, style: .circular), frame: T.rect(146.5, 376, 100, 100)))
        let rotated = Rectangle().fill(.red).frame(width: 20, height: 10).rotationEffect(.degrees(90)).scaleEffect(2)
        guard case .group(let scale) = ViewLayoutEngine.layout(rotated, in: T.phone).displayList.items.first else { Issue.record("no group"); return }
        #expect(scale.transform.scaleX == 2 && scale.transform.anchor == Point(x: 196.5, y: 426))
    }

    @Test func shapesAndStyles() {
        let view = HStack(spacing: 0) {
            Circle().fill(.green).frame(width: 40, height: 20)
            Capsule().stroke(.blue, lineWidth: 3).frame(width: 40, height: 20)
            RoundedRectangle(cornerRadius: 5).strokeBorder(Color.red, lineWidth: 2).frame(width: 40, height: 20)
            Ellipse().frame(width: 40, height: 20).foregroundStyle(.purple)
        }
        let shapes = T.shapes(ViewLayoutEngine.layout(view, in: T.phone).displayList)
        // A circle is the largest one centred in its 40 × 20 frame.
        #expect(shapes[0].kind == .ellipse && shapes[0].frame == T.rect(126.5, 416, 20, 20))
        #expect(shapes[1].paint == .stroke(Color.blue.light.rgb, lineWidth: 3, placement: .centered))
        #expect(shapes[2].kind == .roundedRectangle(cornerRadius: 5, style: .continuous))
        #expect(shapes[2].paint == .stroke(Color.red.light.rgb, lineWidth: 2, placement: .inside))
        #expect(shapes[3].paint == .fill(Color.purple.light.rgb))
    }

    @Test func colorsInLightAndDark() {
        let style = Color.red.frame(width: 1, height: 1)
        #expect(T.shapes(ViewLayoutEngine.layout(style, in: T.phone, isDark: true).displayList).first?.paint == .fill(RGBColor(hex: 0xFF453A)))
        #expect(Color(hue: 0, saturation: 1, brightness: 1).light.rgb == RGBColor(hex: 0xFF0000))
        #expect(Color.blue.opacity(0.5).light.rgb == RGBColor(r: 0, g: 0x7A, b: 0xFF, a: 128))
        // .secondary.opacity(0.3): iOS's secondary label (#3C3C43 at 60 %) at 30 % of that.
        let seed = Color.clear.frame(width: 1, height: 1).background(.secondary.opacity(0.3))
        #expect(T.shapes(ViewLayoutEngine.layout(seed, in: T.phone).displayList).first?.paint == .fill(RGBColor(r: 0x3C, g: 0x3C, b: 0x43, a: 46)))
    }
}
