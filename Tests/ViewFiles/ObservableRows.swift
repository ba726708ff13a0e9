import SwiftUI

// An `@Observable` model whose rows grow when the view appears: only
// Observation tells the view (the `@State` holds the same object).
@Observable
final class RowModel {
    var count = 3
    var title: String = "Row"
    @ObservationIgnored var loads = 0
    let height: CGFloat = 50
    var total: CGFloat { CGFloat(count) * height }
}

struct ObservableRows: View {
    @State private var model = RowModel()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<model.count, id: \.self) { i in
                    Text("\(model.title) \(i)").frame(height: model.height)
                }
            }
        }
        .onAppear {
            model.loads += 1
            model.count = 30
        }
    }
}
