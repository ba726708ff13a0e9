/// A programmatic scroll: to a content offset, or to an item with an anchor
/// (SwiftUI's `ScrollViewReader.scrollTo(_:anchor:)`).
public struct ScrollToRequest: Hashable, Sendable {
    /// Where to scroll.
    public enum Destination: Hashable, Sendable {
        /// A reported content offset (the engine clamps it to the valid range).
        case offset(Point)
        /// The item with this id, aligned by `anchor` (nil: the minimal scroll
        /// that makes the item fully visible).
        case item(id: Int, anchor: UnitPoint?)
    }

    public var destination: Destination
    /// Animate (phase `.animating`) or jump.
    public var animated: Bool

    public init(_ destination: Destination, animated: Bool) {
        self.destination = destination
        self.animated = animated
    }

    var traceDescription: String {
        let how = animated ? "animated" : "jump"
        switch destination {
        case let .offset(p):
            return "offset \(TraceNumber.format(p.x)) \(TraceNumber.format(p.y)) \(how)"
        case let .item(id, anchor):
            if let anchor {
                return "item \(id) anchor \(TraceNumber.format(anchor.x)) \(TraceNumber.format(anchor.y)) \(how)"
            }
            return "item \(id) \(how)"
        }
    }
}
