// seed-003-status-bar.swift: seed 003's first use of `ScrollViewOffset`
// (in seed-003-scroll-view-offset.swift, compiled with this file), as the
// article writes it apart from line breaks: the top safe area turns red as
// the content moves up, opacity = −offset / 100 between 0 and −100, 1 past.
//
//   playground run --view-file examples/views/seed-003-status-bar.swift \
//     --view-file examples/views/seed-003-scroll-view-offset.swift --device iphone-16
import SwiftUI

struct ContentView: View {
  @State private var scrollOffset: CGFloat = .zero

  var body: some View {
    ZStack {
      scrollView
      statusBarView
    }
  }

  var scrollView: some View {
    ScrollViewOffset {
      scrollOffset = $0
    } content: {
      LazyVStack {
        ForEach(0..<100) { index in
          Text("\(index)")
        }
      }
    }
  }

  var statusBarView: some View {
    GeometryReader { geometry in
      Color.red
        .opacity(opacity)
        .frame(height: geometry.safeAreaInsets.top, alignment: .top)
        .edgesIgnoringSafeArea(.top)
    }
  }

  var opacity: Double {
    switch scrollOffset {
    case -100...0:
      return Double(-scrollOffset) / 100.0
    case ...(-100):
      return 1
    default:
      return 0
    }
  }
}

#Preview {
  ContentView()
}
