// Stub of the app's own types (not the app's code): a cell, an item, an id overlay.
import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    let n: Int
}

struct CellView: View {
    var width: CGFloat? = 100
    var height: CGFloat? = 100
    var color: Color = .cyan
    var debugInfo: String? = nil
    var body: some View {
        RoundedRectangle(cornerRadius: 10).fill(color).frame(width: width, height: height)
    }
}

extension View {
    func idView<T: CustomStringConvertible>(_ id: T) -> some View {
        overlay(Text(id.description))
    }
}
