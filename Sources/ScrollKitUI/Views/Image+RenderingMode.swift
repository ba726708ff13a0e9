extension Image {
    /// How an image takes colour, as SwiftUI's `Image.TemplateRenderingMode`:
    /// a template is drawn in the foreground style, an original in its own
    /// colours.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// The image drawn as `renderingMode` says; nil restores the default
    /// (template for a symbol, original for an asset).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }
}
