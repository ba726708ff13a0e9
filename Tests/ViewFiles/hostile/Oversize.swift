import SwiftUI

/// A view whose answer outgrows the limit a quarter of a second into its
/// run (its timer's first firing): seventy one-line texts of 1 MB each
/// (a word with no space is never broken, so every text is one line that
/// shows), about 70 MB of display list against the 64 MB an answer may
/// hold. Until then it is an ordinary list.
struct Oversize: View {
    @State private var huge = false
    private let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        ScrollView {
            if huge {
                let word = String(repeating: "x", count: 1 << 20)
                ZStack {
                    ForEach(0..<70, id: \.self) { _ in Text(word) }
                }
            } else {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in
                        Text("row \(i)").frame(maxWidth: .infinity).frame(height: 60)
                    }
                }
            }
        }
        .onReceive(timer) { _ in huge = true }
    }
}
