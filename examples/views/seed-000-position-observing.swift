// seed-000-position-observing.swift: the article on observing a
// ScrollView's content offset (seed 000; seed 001 is its translation), its
// code as written apart from line breaks: `PositionObservingView` reads its
// content's origin with a GeometryReader in a named coordinate space and
// hands it up through a PreferenceKey; `OffsetObservingScrollView` wraps a
// ScrollView around it with a `UUID()` space name and a hand-made
// `Binding(get:set:)` that flips the sign. The page lost the generic
// parameter lists to HTML (`PositionObservingView<Content: View>`); they are
// put back. The article gives only the components: the screen at the end
// (a header shrinking from 150 to 50 points with the offset, as in the
// gist the article links) uses them.
//
//   playground run --view-file examples/views/seed-000-position-observing.swift
//   playground trace collapsible-header-scroll --view-file examples/views/seed-000-position-observing.swift
import SwiftUI

struct PositionObservingView<Content: View>: View {
    var coordinateSpace: CoordinateSpace
    @Binding var position: CGPoint
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .background(GeometryReader { geometry in
                Color.clear.preference(
                    key: PreferenceKey.self,
                    value: geometry.frame(in: coordinateSpace).origin
                )
            })
            .onPreferenceChange(PreferenceKey.self) { position in
                self.position = position
            }
    }
}

private extension PositionObservingView {
    struct PreferenceKey: SwiftUI.PreferenceKey {
        static var defaultValue: CGPoint { .zero }

        static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) {
            value = nextValue()
        }
    }
}

struct OffsetObservingScrollView<Content: View>: View {
    var axes: Axis.Set = [.vertical]
    var showsIndicators = true
    @Binding var offset: CGPoint
    @ViewBuilder var content: () -> Content

    // The name of our coordinate space doesn't have to be
    // stable between view updates (it just needs to be
    // consistent within this view), so we'll simply use a
    // plain UUID for it:
    private let coordinateSpaceName = UUID()

    var body: some View {
        ScrollView(axes, showsIndicators: showsIndicators) {
            PositionObservingView(
                coordinateSpace: .named(coordinateSpaceName),
                position: Binding(
                    get: { offset },
                    set: { newOffset in
                        offset = CGPoint(
                            x: -newOffset.x,
                            y: -newOffset.y
                        )
                    }
                ),
                content: content
            )
        }
        .coordinateSpace(name: coordinateSpaceName)
    }
}

// The screen, after the gist the article links: a header that shrinks
// from 150 to 50 points as the offset grows, above 100 "Line at N" rows.
struct CollapsibleHeaderScreen: View {
    @State var offset = CGPoint.zero

    var body: some View {
        VStack(spacing: 0) {
            Text("Collapsible header")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .frame(height: max(50, 150 - offset.y))
                .background(Color.orange)
            OffsetObservingScrollView(offset: $offset) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<100) { index in
                        Text("Line at \(index)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .frame(height: 40)
                            .padding(.horizontal)
                    }
                }
            }
        }
    }
}

#Preview {
    CollapsibleHeaderScreen()
}
