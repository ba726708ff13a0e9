// Step1.swift: seed 004's second step, as the article writes it: twenty
// pages, each the container's width, aligned by `.viewAligned` with at
// most one view per gesture; `.scrollTargetLayout()` gives the behavior
// its targets (the pages' frames).
//
//   playground run --view-file examples/views/Step1.swift
//   playground record fling-one-page --view-file examples/views/Step1.swift --out step1.gif
import SwiftUI

struct Step1: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0 ..< 20) { page in
          Text(page, format: .number)
            .font(.title)
            .containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0, alignment: .center)
            .frame(height: 200)
            .background(.secondary.opacity(0.3))
            .border(.red, width: 2)
        }
      }
      // viewAligned requires scrollTargetLayout
      .scrollTargetLayout()
    }
    .border(.blue, width: 2)
    // Limit scrolling to one view at a time
    .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
  }
}

#Preview {
  Step1()
}
