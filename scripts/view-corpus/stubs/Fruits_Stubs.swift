// Stub of the app's own types (not the app's code): fruit items and their detail card.
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var imageName: String
}

enum Data {
    static func getFruits() -> [Item] {
        ["apple", "banana", "cherry", "grape", "kiwi", "lemon", "mango", "orange", "pear", "plum"].map { Item(imageName: $0) }
    }
}

struct FruitDetailView: View {
    var namespace: Namespace.ID
    @Binding var selectedFruit: Item?
    var body: some View {
        if let fruit = selectedFruit {
            Text(fruit.imageName).padding(40).background(Color.green)
        }
    }
}
