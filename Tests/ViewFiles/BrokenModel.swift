import SwiftUI

@Observable
final class BrokenModel {
    var count: Int = "three"
    var rows = [1, 2, 3]
    func bump() { count += undefinedStep }
}

struct BrokenModelView: View {
    @State private var model = BrokenModel()
    var body: some View {
        ScrollView { Text("\(model.count)") }
    }
}
