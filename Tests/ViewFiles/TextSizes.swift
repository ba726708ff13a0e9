// Every iOS text style and two system sizes, each on a tinted band that is
// its line box as the layout measured it: the text must be drawn at its own
// size (a 34-point largeTitle larger than a 28-point title, 64 points larger
// still), sitting inside its band, and a wrapped paragraph must break where
// its drawn lines fit.
import SwiftUI

struct TextSizesView: View {
  let styles: [(String, Font)] = [
    ("largeTitle 34", .largeTitle), ("title 28", .title), ("title2 22", .title2), ("title3 20", .title3),
    ("headline 17", .headline), ("body 17", .body), ("callout 16", .callout), ("subheadline 15", .subheadline),
    ("footnote 13", .footnote), ("caption 12", .caption), ("caption2 11", .caption2),
  ]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 6) {
        Text("Hg 64").font(.system(size: 64)).background(Color.yellow.opacity(0.35))
        ForEach(0..<styles.count, id: \.self) { i in
          Text(styles[i].0).font(styles[i].1).background(Color.yellow.opacity(0.35))
        }
        Text("A callout paragraph wraps at the width the layout measured, and every drawn line stays inside its band.")
          .font(.callout)
          .frame(width: 240, alignment: .leading)
          .background(Color.cyan.opacity(0.25))
        Text("Size 40, bold").font(.system(size: 40, weight: .bold)).background(Color.yellow.opacity(0.35))
      }
      .padding(16)
    }
  }
}
