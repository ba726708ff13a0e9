// A feed of sections with a horizontal rail of cards inside it: the rail is
// a `ScrollView(.horizontal)` with its own engine (a horizontal drag over it
// scrolls it, a vertical one scrolls the feed), view-aligned on its cards.
// `--scroll-view rail` studies the rail (its `.id`); the feed is the default.
// Sizes are round so the layout can be checked by hand: the feed's sections
// are 200 points high and 16 apart; the rail is 180 high, its cards 240 wide
// and 12 apart (10 cards: 10 × 240 + 9 × 12 = 2,508 points of content).
import SwiftUI

struct NestedRail: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        section(0)
        ScrollView(.horizontal, showsIndicators: false) {
          LazyHStack(spacing: 12) {
            ForEach(0..<10, id: \.self) { card in
              RoundedRectangle(cornerRadius: 16)
                .fill(Color(hue: Double(card) / 10, saturation: 0.7, brightness: 0.9))
                .frame(width: 240, height: 180)
                .overlay(Text("Card \(card)").font(.title2))
            }
          }
          .scrollTargetLayout()
        }
        .id("rail")
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 180)
        ForEach(1..<6, id: \.self) { index in
          section(index)
        }
      }
    }
  }

  func section(_ index: Int) -> some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(Color(hue: Double(index) / 6, saturation: 0.35, brightness: 0.95))
      .frame(height: 200)
      .overlay(Text("Section \(index)").font(.headline))
  }
}

#Preview {
  NestedRail()
}
