// Feed.swift: the infinite feed, iOS's most common scroll pattern. Rows of
// 50 points in a LazyVStack; when the last row appears its .onAppear adds
// twenty more, and the scroll view's content follows (docs/views.md, "A
// scroll view's content that follows state"): press End and each press
// goes a page further (row 19, 39, 59… then twenty more).
//
//   playground run --view-file examples/views/Feed.swift
import SwiftUI

struct Feed: View {
  @State private var count = 20

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { i in
          Text("Row \(i)")
            .frame(maxWidth: .infinity, minHeight: 50)
            .background(i % 2 == 0 ? Color.gray.opacity(0.2) : Color.clear)
            .onAppear {
              if i == count - 1 { count += 20 }
            }
        }
      }
    }
  }
}
