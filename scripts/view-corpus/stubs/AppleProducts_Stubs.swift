// Stub of the app's own types (not the app's code): products in categories.
import SwiftUI

struct AppleProduct: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let summary: String
    let category: String
    let price: Int

    static var sampleList: [AppleProduct] {
        let categories = ["iPhone", "iPad", "Mac", "Apple Watch"]
        return (0..<24).map { i in
            AppleProduct(name: "Product \(i + 1)", summary: "Summary of product \(i + 1)",
                         category: categories[i % categories.count], price: 1_000_000 + i * 10_000)
        }
    }
}

struct CategorizedProduct: Identifiable, Hashable {
    let id = UUID()
    let header: String
    let footer: String?
    let list: [AppleProduct]

    static var sampleList: [CategorizedProduct] {
        ["iPhone", "iPad", "Mac", "Apple Watch"].map { c in
            CategorizedProduct(header: c, footer: nil, list: AppleProduct.sampleList.filter { $0.category == c })
        }
    }
}

struct ProductGridItem: View {
    let product: AppleProduct
    var body: some View {
        VStack(alignment: .leading) {
            Text(product.category).font(.subheadline)
            Text(product.name).font(.title2)
            Text(product.summary).font(.caption)
        }
    }
}
