// Step0.swift: seed 004's first step, as the article writes it: twenty
// pages, each the container's width, in a horizontal ScrollView with the
// built-in `.paging` (no `.scrollTargetLayout()`: paging needs none).
//
//   playground run --view-file examples/views/Step0.swift
//   playground record fling-one-page --view-file examples/views/Step0.swift --out step0.gif
import SwiftUI

struct Step0: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0 ..< 20) { page in
          Text(page, format: .number)
            .font(.title)
            // Set the width of each child view to match the ScrollView container's width
            .containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0, alignment: .center)
            .frame(height: 200)
            .background(.secondary.opacity(0.3))
            .border(.red, width: 2)
        }
      }
    }
    .border(.blue, width: 2)
    .scrollTargetBehavior(.paging)
  }
}

#Preview {
  Step0()
}
