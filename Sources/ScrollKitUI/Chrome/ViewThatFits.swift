public import ScrollKitCore

/// SwiftUI's `ViewThatFits`: the first child whose ideal size fits the
/// proposal on `axes`. Approximated: the first child is shown.
public struct ViewThatFits<Content: View>: View {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { subviews in
            if let first = subviews.first { first }
        }
    }
}
