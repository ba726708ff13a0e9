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
