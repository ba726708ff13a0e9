// PagerDots.swift: a view-aligned pager of cards with page dots driven by
// the scroll position binding. `scrollPosition(id:)` names the card the
// scroll rests on (and, while it moves, the first card showing), so the
// dots follow a swipe; tapping a dot writes the binding inside
// `withAnimation`, and the pager scrolls there. The cards are inset by
// `contentMargins` (24 points each side) and align to the margin.
//
//   playground run --view-file examples/views/PagerDots.swift
//   playground record fling-one-page --view-file examples/views/PagerDots.swift --out dots.gif
import SwiftUI

struct PagerDots: View {
  @State private var page: Int? = 0
  let count = 6

  var body: some View {
    VStack(spacing: 16) {
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(spacing: 12) {
          ForEach(0..<count, id: \.self) { index in
            RoundedRectangle(cornerRadius: 20)
              .fill(Color(hue: Double(index) / Double(count), saturation: 0.55, brightness: 0.95))
              .overlay(Text("Card \(index + 1)").font(.title))
              .containerRelativeFrame(.horizontal)
              .frame(height: 240)
          }
        }
        .scrollTargetLayout()
      }
      .contentMargins(.horizontal, 24)
      .scrollTargetBehavior(.viewAligned)
      .scrollPosition(id: $page)

      HStack(spacing: 8) {
        ForEach(0..<count, id: \.self) { index in
          Button {
            withAnimation { page = index }
          } label: {
            Circle()
              .fill(index == (page ?? 0) ? Color.primary : Color.secondary.opacity(0.4))
              .frame(width: 8, height: 8)
          }
        }
      }
      Text("Page \((page ?? 0) + 1) of \(count)")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
  }
}

#Preview {
  PagerDots()
}
