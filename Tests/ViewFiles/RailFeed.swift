// A feed of horizontal rails, the most common nested scroll layout: a
// vertical `ScrollView` of ten rails, each a `ScrollView(.horizontal)` with
// its own engine, view-aligned on its eight cards. The cards count their
// appearances in a `@State` the feed's first line shows, so the view's
// state follows the rails' scrolling.
// Sizes are round: the first line is 40 high, the rails 120 high, 16 apart
// (rail k at y 56 + 136·k); the cards 150 wide, 10 apart.
import SwiftUI

struct RailFeed: View {
  @State private var appeared = 0

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        Text("appeared \(appeared)")
          .frame(height: 40)
        ForEach(0..<10, id: \.self) { row in
          ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 10) {
              ForEach(0..<8, id: \.self) { card in
                RoundedRectangle(cornerRadius: 12)
                  .fill(Color(hue: Double(card) / 8, saturation: 0.6, brightness: 0.9))
                  .frame(width: 150, height: 120)
                  .overlay(Text("\(row).\(card)"))
                  .onAppear { appeared += 1 }
              }
            }
            .scrollTargetLayout()
          }
          .id("rail-\(row)")
          .scrollTargetBehavior(.viewAligned)
          .frame(height: 120)
        }
      }
    }
  }
}
