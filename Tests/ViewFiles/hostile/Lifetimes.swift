import SwiftUI

/// Counts its lifetime events on stdout: `init`, `onAppear` and `task` each
/// print one line, so a test counts how often SwiftUI's rules let them run
/// (the root view made once per lane; `onAppear` and `task` once per
/// appearance; measuring runs none).
struct Lifetimes: View {
    init() { print("Lifetimes: init") }

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { i in Text("row \(i)").frame(height: 60) }
            }
        }
        .onAppear { print("Lifetimes: onAppear") }
        .task { print("Lifetimes: task") }
    }
}
