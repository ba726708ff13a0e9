/// Holds a laid-out view's display list behind a reference (see `ViewLayout.box`).
final class DisplayListBox {
    let list: DisplayList

    init(_ list: DisplayList) {
        self.list = list
    }
}
