// Forty rows of 50 points and, below them, a button that removes twenty:
// tapped at the bottom of the content, the content shrinks under the
// offset while nothing moves, and the offset is clamped to the new end.
import SwiftUI

struct ShrinkingRows: View {
  @State private var count = 40

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { i in
          Text("Row \(i)")
            .frame(maxWidth: .infinity, minHeight: 50)
        }
        Button("remove twenty") { count -= 20 }
          .frame(maxWidth: .infinity, minHeight: 50)
      }
    }
  }
}
