import SwiftUI

/// A list between a header and a footer, as many screens are: the
/// `ScrollView` is 400 points tall, so it scrolls by its own height (its
/// bounds are its viewport), not by the screen's. 20 rows of 100 points:
/// content 2000, offsets 0…1600, pages at multiples of 400.
struct HeaderListFooter: View {
    var body: some View {
        VStack {
            Text("Header").frame(maxWidth: .infinity).frame(height: 100).background(Color.indigo.opacity(0.3))
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 100)
                            .background(i % 2 == 0 ? Color.mint.opacity(0.4) : Color.orange.opacity(0.4))
                    }
                }
            }
            .frame(height: 400)
            .scrollTargetBehavior(.paging)
            Text("Footer").frame(maxWidth: .infinity).frame(height: 100).background(Color.pink.opacity(0.3))
        }
    }
}
