/// Views side by side, as SwiftUI's `HStack` (see `StackNode` for how
/// space is shared). `spacing` nil is SwiftUI's default.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        [.node(makeStack(.horizontal, alignment.fraction, spacing, content, env, state))]
    }
}
