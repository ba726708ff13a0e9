import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A header that collapses with the offset, as public iOS 18 code writes
/// it: `onScrollGeometryChange` into `@State`, the header's height from it.
private struct CollapsingHeaderScreen: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(height: max(44, 200 - offset))
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50) { i in
                        Text("Row \(i)").frame(height: 60)
                    }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y + geometry.contentInsets.top
            } action: { _, newValue in
                offset = newValue
            }
        }
    }
}

/// A carousel of cards that shrink and turn away as they leave the middle.
private struct TiltCarousel: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(0..<10) { _ in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.orange)
                        .frame(width: 300, height: 200)
                        .scrollTransition(axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                .rotation3DEffect(.degrees(phase.value * -30), axis: (x: 0, y: 1, z: 0))
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 46.5)
    }
}

@Suite("Scroll-driven screens written as outside code") struct ScrollOutsideStyleTests {
    typealias T = LayoutTestSupport

    @Test(arguments: [(0.0, 200.0), (100.0, 100.0), (150.0, 50.0), (300.0, 44.0)])
    func headerHeightFollowsTheOffset(offset: Double, height: Double) {
        // height = max(44, 200 − offset); the state is written by the action
        // and the tree laid out again in the same call.
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(CollapsingHeaderScreen(), in: T.phone, graph: graph)
        let layout = ViewLayoutEngine.layout(
            CollapsingHeaderScreen(), in: T.phone, scrollStates: [ScrollViewState(offset: CGPoint(x: 0, y: offset), phase: .interacting)],
            graph: graph)
        #expect(T.fills(layout.displayList, .blue) == [T.rect(0, 0, 393, height)])
        #expect(layout.scrollViews.first?.frame == CGRect(x: 0, y: height, width: 393, height: 852 - height))
        if offset > 0 {
            #expect(layout.passes == 2)
            #expect(layout.viewEvents.map(\.description) == ["onScrollGeometryChange CGFloat \(offset)", "state CollapsingHeaderScreen.offset \(offset)"])
        }
    }

    @Test func carouselCardsShrinkByTheTransitionFormula() {
        // Card 0 spans 46.5 … 346.5: centred in 393, identity (no group).
        // Card 1 spans 362.5 … 662.5: d = 512.5 − 196.5 = 316; H = (393 + 300) / 2
        // = 346.5; D = H − 300 = 46.5; progress (346.5 − 316) / 300; scale
        // 0.8 + 0.2 · easeInOut(progress) about the card's centre (512.5, 426).
        let layout = ViewLayoutEngine.layout(TiltCarousel(), in: T.phone)
        let groups = T.collect(layout.displayList) { item -> DisplayGroup? in
            if case .group(let g) = item, g.clip == nil, g.transform.scaleX != 1 || g.transform.rotation != 0 { return g } else { return nil }
        }
        // The scale step is the uniform one; the turn about y is drawn as a horizontal scale (cos θ, 1).
        let scaled = groups.filter { $0.transform.anchor == Point(x: 512.5, y: 426) && $0.transform.scaleY != 1 && $0.transform.scaleX == $0.transform.scaleY }
        let turned = groups.filter { $0.transform.anchor == Point(x: 512.5, y: 426) && $0.transform.scaleY == 1 }
        // Edge −30°, identity 0°: −30 · (1 − easeInOut(progress)).
        let angle = -30 * (1 - ScrollEffectTests.cubicBezierY((346.5 - 316) / 300)) * Double.pi / 180
        #expect(turned.count == 1 && abs((turned.first?.transform.scaleX ?? 0) - cos(angle)) < 1e-6)
        #expect(scaled.count == 1)
        let progress = (346.5 - 316) / 300
        let expected = 0.8 + 0.2 * ScrollEffectTests.cubicBezierY(progress)
        #expect(abs((scaled.first?.transform.scaleX ?? 0) - expected) < 1e-6)
        #expect(!groups.contains { $0.transform.anchor.x == 196.5 })  // card 0 untouched
    }
}
