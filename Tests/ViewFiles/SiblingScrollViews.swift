import SwiftUI

/// Two lists stacked, neither inside the other, as a split screen is: each
/// takes half of the 844-point screen (422 points), 30 rows of 40 points
/// (content 1200, offsets 0…778). A drag over the lower one scrolls it,
/// not the upper one.
struct SiblingScrollViews: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { i in Text("top \(i)").frame(height: 40) } } }
            ScrollView { VStack(spacing: 0) { ForEach(0..<30) { i in Text("bottom \(i)").frame(height: 40) } } }
                .id("bottom")
        }
    }
}
