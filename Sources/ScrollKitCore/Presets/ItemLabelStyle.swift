/// How an item's label (its id, so a GIF shows which item is where) is drawn.
public struct ItemLabelStyle: Hashable, Sendable {
    /// The label's size, as the seeds' `.font(...)`.
    public enum Font: String, CaseIterable, Hashable, Sendable {
        /// `.font(.body)`: the renderer's normal text size.
        case body
        /// `.font(.title)` (seeds 003 and 004): about twice the body size.
        case title
    }

    /// Where the label sits in the item rectangle.
    public enum Placement: String, CaseIterable, Hashable, Sendable {
        /// Centred on both axes (a `Text` in a frame, the seeds' default).
        case center
        /// Vertically centred, at the leading edge plus a small margin.
        case leading
    }

    /// Text printed before the id (seed 000's gist prints "Line at 3").
    public var prefix: String
    public var font: Font
    public var placement: Placement

    public init(prefix: String = "", font: Font = .title, placement: Placement = .center) {
        self.prefix = prefix
        self.font = font
        self.placement = placement
    }

    /// The label of the item with `id`: `prefix` followed by the id in decimal.
    public func text(forItemID id: Int) -> String { prefix + String(id) }
}
