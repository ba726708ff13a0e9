/// Items drawn as one: clipped, then transformed, then faded.
///
/// The children's coordinates are mapped to the parent's by `transform`;
/// `clip` is in the children's coordinates (so it moves with them, as
/// `.clipped().offset(x:)` does in SwiftUI).
public struct DisplayGroup: Hashable, Sendable {
    /// The items, back to front.
    public var children: [DisplayItem]
    /// Multiplies the alpha of everything inside, in [0, 1].
    public var opacity: Double
    /// Where the children may draw, or nil for anywhere.
    public var clip: DisplayClip?
    /// Maps the children's coordinates to the parent's.
    public var transform: DisplayTransform

    public init(
        _ children: [DisplayItem], opacity: Double = 1, clip: DisplayClip? = nil, transform: DisplayTransform = .identity
    ) {
        self.children = children
        self.opacity = opacity
        self.clip = clip
        self.transform = transform
    }
}
