// seed-003-rainbow.swift: seed 003's second use of `ScrollViewOffset`
// (in seed-003-scroll-view-offset.swift, compiled with this file), as the
// article writes it apart from line breaks: the background's hue is
// |offset mod 3500| / 3500, a full turn of the colour wheel per 3500 points.
//
//   playground run --view-file examples/views/seed-003-rainbow.swift \
//     --view-file examples/views/seed-003-scroll-view-offset.swift
import SwiftUI

struct ContentView: View {
  @State var scrollOffset: CGFloat = .zero

  var body: some View {
    ZStack {
      backgroundColor
      scrollView
    }
  }

  var backgroundColor: some View {
    Color(
      //         This number determines how fast the color changes 👇🏻
      hue: Double(abs(scrollOffset.truncatingRemainder(dividingBy: 3500))) / 3500,
      saturation: 1,
      brightness: 1
    )
    .ignoresSafeArea()
  }

  var scrollView: some View {
    ScrollViewOffset {
      scrollOffset = $0
    } content: {
      LazyVStack(spacing: 8) {
        ForEach(0..<100) { index in
          Text("\(index)")
            .font(.title)
        }
      }
    }
  }
}

#Preview {
  ContentView()
}
