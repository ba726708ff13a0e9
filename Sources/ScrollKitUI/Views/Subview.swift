/// One view of another view's content, as SwiftUI's `Subview` (iOS 18's
/// `ForEach(subviews:)` and `Group(subviews:)`): each view the content
/// resolves to, with `Group`s and `ForEach`es flattened, already made; it
/// draws as that view wherever it is placed.
public struct Subview: View, PrimitiveView, Identifiable {
    public typealias Body = Never

    /// A subview's identity: its position in the content.
    public struct ID: Hashable, Sendable {
        let index: Int
    }

    public let id: ID
    let node: LayoutNode

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        [.node(node)]
    }
}
