// Step0.swift: seed 004's first step, as the article writes it: twenty
// full-width pages in a horizontal ScrollView with the built-in paging.
//
//   playground run --view-file examples/views/Step0.swift
//   playground record fling-one-page --view-file examples/views/Step0.swift --out step0.gif
import SwiftUI

struct Step0: View {
  let colors: [Color] = [.blue, .green, .orange, .purple, .pink]

  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<20) { index in
          ZStack {
            colors[index % colors.count]
            Text("Page \(index)")
              .font(.largeTitle)
              .foregroundStyle(.white)
          }
          .containerRelativeFrame(.horizontal)
          .border(.red, width: 2)
        }
      }
    }
    .scrollTargetBehavior(.paging)
  }
}

#Preview {
  Step0()
}
