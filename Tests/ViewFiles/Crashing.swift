import SwiftUI

/// A view whose body traps (an index out of range), as a bug in a pasted
/// screen would: the host dies, the playground names the view and stops.
struct Crashing: View {
    let rows: [Int] = []
    var body: some View { ScrollView { Text("row \(rows[3])") } }
}
