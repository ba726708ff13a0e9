// seed-001-offset-observing-scroll-view.swift: seed 001, the Chinese
// translation of seed 000's article, its code as written apart from line
// breaks. It differs from seed 000 in one place: its PreferenceKey's
// `reduce` is a no-op (seed 000's keeps `nextValue()`); with one reader per
// hierarchy both report the same offset. The screen at the end shows the
// offset the wrapper binds, over 40 rows of 100 points.
//
//   playground run --view-file examples/views/seed-001-offset-observing-scroll-view.swift
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
            // No-op
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

// The screen: the wrapper's offset, read back as text over its rows.
struct OffsetReadoutScreen: View {
    @State var offset = CGPoint.zero

    var body: some View {
        ZStack(alignment: .top) {
            OffsetObservingScrollView(offset: $offset) {
                VStack(spacing: 0) {
                    ForEach(0..<40) { row in
                        Color(hue: Double(row) / 40, saturation: 0.5, brightness: 1)
                            .frame(height: 100)
                            .overlay(Text("Row \(row)"))
                    }
                }
            }
            Text("offset.y = \(Int(offset.y))")
                .font(.headline)
                .padding()
                .background(.white)
        }
    }
}

#Preview {
    OffsetReadoutScreen()
}
