/// An image, as SwiftUI's `Image`, drawn as a labelled placeholder: there
/// are no SF Symbols or asset catalogs on Linux. A symbol is a square as
/// tall as the font's line; an asset 100 × 100 points unless `.resizable()`.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let name: String
    let isSymbol: Bool
    var isResizable = false

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
        let color = env.foreground.map { env.resolve($0) } ?? _ResolvedColor(hex: 0x8E8E93)
        return [.node(ImageNode(label: name, natural: CGSize(width: side, height: side), resizable: isResizable, color: color.rgb))]
    }
}
