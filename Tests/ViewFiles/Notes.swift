import SwiftUI

/// A feed that uses two names the playground ignores (a sheet, a toolbar
/// background) and one it approximates (a bottom safe-area inset): the
/// HUD counts and lists them with their lines.
struct NotesFeed: View {
    @State private var showsSheet = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { i in
                        Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 44)
                    }
                }
            }
            .safeAreaInset(edge: .bottom) { Text("Footer") }
            .toolbarBackground(.visible, for: .navigationBar)
            .sheet(isPresented: $showsSheet) { Text("Sheet") }
        }
    }
}
