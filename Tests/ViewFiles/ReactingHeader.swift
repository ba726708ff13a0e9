import SwiftUI

/// A header whose height follows the scroll (onScrollGeometryChange writes
/// the offset to @State; height = clamp(150 − offset, 50, 150)) and a
/// button that scrolls back to the top through `.scrollPosition(id:)`.
struct ReactingHeaderScreen: View {
    @State private var offset: CGFloat = 0
    @State private var row: Int?

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.indigo
                HStack {
                    Text("offset \(Int(offset))").foregroundStyle(.white)
                    Spacer()
                    Button("Top") { withAnimation { row = 0 } }
                        .frame(width: 80, height: 40)
                        .background(Color.yellow)
                }
                .padding()
            }
            .frame(height: max(50, min(150, 150 - offset)))
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<60, id: \.self) { i in
                        Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 80)
                            .background(i % 2 == 0 ? Color.mint.opacity(0.3) : Color.clear)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $row, anchor: .top)
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in
                offset = new
            }
        }
    }
}
