// Stub of the app's own types (not the app's code): one row of the list.
import SwiftUI

struct ItemView: View {
    let item: UUID
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(height: 80).padding(.horizontal) }
}
