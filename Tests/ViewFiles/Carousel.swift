// A pager whose page count is an argument: chosen with
// --view-file 'Carousel.swift=CarouselView(count: 12)' or a named preview.
import SwiftUI

struct CarouselView: View {
  let count: Int

  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
          Color(hue: Double(index) / Double(max(count, 1)), saturation: 0.6, brightness: 0.9)
            .containerRelativeFrame(.horizontal)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
  }
}

#Preview("Three") {
  CarouselView(count: 3)
}

#Preview("Seven") {
  CarouselView(count: 7)
}
