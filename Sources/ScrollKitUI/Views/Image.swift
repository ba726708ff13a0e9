/// An image, as SwiftUI's `Image`, drawn as a labelled placeholder: there
/// are no SF Symbols or asset catalogs on Linux. A symbol is a square as
/// tall as the font's line; an asset 100 × 100 points unless `.resizable()`.
/// Only a template image takes the foreground style (SwiftUI's rule: SF
/// Symbols render as templates by default, asset images as originals
/// unless `.renderingMode(.template)`); an original keeps the placeholder's
/// own gray.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let name: String
    let isSymbol: Bool
    var isResizable = false
    /// `.renderingMode(_:)`; nil: template for a symbol, original for an asset.
    var renderingMode: TemplateRenderingMode?

    public init(systemName: String) {
        name = systemName
        isSymbol = true
    }

    public init(_ name: String) {
        self.name = name
        isSymbol = false
    }

    /// The image stretches to what it is offered.
    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let font = env.font ?? .body
        let side = isSymbol ? font.lineHeight : 100
        let isTemplate = (renderingMode ?? (isSymbol ? .template : .original)) == .template
        let color = (isTemplate ? env.foreground.map { env.resolve($0) } : nil) ?? _ResolvedColor(hex: 0x8E8E93)
        return [.node(ImageNode(label: name, natural: CGSize(width: side, height: side), resizable: isResizable, color: color.rgb))]
    }
}
