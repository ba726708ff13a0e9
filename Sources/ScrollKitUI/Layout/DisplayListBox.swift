// ScrollKitCore is imported implementation-only throughout this module:
// user files (behaviors, views) are compiled against ScrollKitUI alone, and
// a plain or `internal` import would make that compile load ScrollKitCore
// and its C dependency (_NumericsShims), which the user-file compiler is
// not given. The price is that no public type may store a ScrollKitCore
// type (its layout would be unknown to clients): hence this box.
@_implementationOnly import ScrollKitCore

/// Holds a laid-out view's display list behind a reference (see `ViewLayout.box`).
final class DisplayListBox {
    let list: DisplayList

    init(_ list: DisplayList) {
        self.list = list
    }
}
