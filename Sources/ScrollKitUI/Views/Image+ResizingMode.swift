public import ScrollKitCore

extension Image {
    /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode`
    /// (the placeholder looks the same either way).
    public enum ResizingMode: Hashable, Sendable {
        case stretch
        case tile
    }

    /// The image stretches to what it is offered; `capInsets` and
    /// `resizingMode` are accepted (the placeholder has no edges to keep).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        resizable()
    }
}
