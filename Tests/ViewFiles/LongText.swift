import SwiftUI

/// A legitimate long text: `count` copies of a sentence of 64 bytes in one
/// `Text` inside a `ScrollView` (the default, 16,384 copies, is 1 MB), as
/// a log viewer or a pasted article would show. Run as
/// `'LongText.swift=LongText(count: 16_384)'`.
struct LongText: View {
    var count = 16_384

    var body: some View {
        ScrollView {
            Text(String(repeating: "lorem ipsum dolor sit amet, consectetur adipiscing elit sed do. ", count: count))
                .padding()
        }
    }
}
