import SwiftUI

/// Scroll requests from a view: 40 rows of 100 points; the rows are ids for
/// `.scrollPosition(id:)`. Half a second after appearing (engine time) the
/// view sets the bound id to 10 (row 10's top, 10 × 100 = 1000 points: a
/// jump), 0.8 s after, inside `withAnimation`, to 20 (2000 points:
/// animated); the "Top" button over the list sets it back to 0.
struct ScrollRequestsScreen: View {
    @State private var row: Int?
    @State private var taps = 0

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { i in
                    Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 100)
                        .background(i % 2 == 0 ? Color.blue.opacity(0.2) : Color.orange.opacity(0.2))
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $row, anchor: .top)
        .overlay(alignment: .top) {
            Button("Top (\(taps))") {
                taps += 1
                row = 0
            }
            .frame(width: 160, height: 60)
            .background(Color.yellow)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { row = 10 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { withAnimation { row = 20 } }
        }
    }
}
