import SwiftUI

/// A legitimate screen with one long text: `count` characters (1 MB by
/// default) in a scroll view. Its answer is over a megabyte.
struct LongText: View {
    var count = 1 << 20
    var body: some View {
        ScrollView {
            Text(String(repeating: "scroll ", count: count / 7))
        }
    }
}
