// A feed of `count` rows, each a text and shapes, in a LazyVStack: the
// lazy stack builds only the rows on screen, so 100,000 rows cost what 100
// cost (ViewFileSeedTests, and the view-file rows of `playground bench`).
import SwiftUI

struct LazyRows: View {
  var count = 10_000

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 8) {
        ForEach(0..<count, id: \.self) { row in
          HStack {
            Circle()
              .fill(Color(hue: Double(row % 36) / 36, saturation: 0.8, brightness: 0.9))
              .frame(width: 40, height: 40)
            VStack(alignment: .leading) {
              Text("Row \(row)")
                .font(.headline)
              RoundedRectangle(cornerRadius: 4)
                .fill(.secondary.opacity(0.3))
                .frame(width: CGFloat(80 + row % 7 * 20), height: 10)
            }
            Spacer()
          }
          .frame(height: 56)
          .padding(.horizontal)
        }
      }
    }
  }
}

#Preview {
  LazyRows()
}
