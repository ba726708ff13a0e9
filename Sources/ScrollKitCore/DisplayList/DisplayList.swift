/// What a scene draws for one frame, as a value: items back to front, in
/// logical pixels (points) of the container being drawn, (0, 0) at its
/// top-leading corner.
///
/// Presets and a user's laid-out SwiftUI view produce it; the canvas draws it
/// (`DisplayListRenderer` in the app); overlays can annotate it. It is plain
/// data, so it can cross a process boundary: `encoded()` and
/// `DisplayList(decoding:)` give a compact binary form (the view of a user
/// file is laid out in a sandboxed host process and sent back this way).
public struct DisplayList: Hashable, Sendable {
    /// The items, back to front.
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    /// Appends `item` on top of everything so far.
    public mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    /// The number of items, counting every item inside groups (and the
    /// groups themselves).
    public var totalItemCount: Int {
        items.reduce(0) { $0 + $1.totalItemCount }
    }
}
