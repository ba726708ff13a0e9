// seed-003-scroll-view-offset.swift: seed 003's component, as the article
// writes it apart from line breaks: `ScrollViewOffset` puts a zero-height
// GeometryReader above its content, cancels the implicit stack's 8 points
// of spacing with `.padding(.top, -8)`, and reports the reader's minY in
// the scroll view's own "frameLayer" space (0 at rest, negative as the
// content moves up). Two screens from the article use it; each compiles
// together with this file:
//
//   playground run --view-file examples/views/seed-003-status-bar.swift \
//     --view-file examples/views/seed-003-scroll-view-offset.swift
//   playground run --view-file examples/views/seed-003-rainbow.swift \
//     --view-file examples/views/seed-003-scroll-view-offset.swift
import SwiftUI

private struct OffsetPreferenceKey: PreferenceKey {
  static var defaultValue: CGFloat = .zero
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
}

struct ScrollViewOffset<Content: View>: View {
  let onOffsetChange: (CGFloat) -> Void
  let content: () -> Content

  init(
    onOffsetChange: @escaping (CGFloat) -> Void,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.onOffsetChange = onOffsetChange
    self.content = content
  }

  var body: some View {
    ScrollView {
      offsetReader
      content()
        .padding(.top, -8)
    }
    .coordinateSpace(name: "frameLayer")
    .onPreferenceChange(OffsetPreferenceKey.self, perform: onOffsetChange)
  }

  var offsetReader: some View {
    GeometryReader { proxy in
      Color.clear
        .preference(
          key: OffsetPreferenceKey.self,
          value: proxy.frame(in: .named("frameLayer")).minY
        )
    }
    .frame(height: 0)
  }
}
