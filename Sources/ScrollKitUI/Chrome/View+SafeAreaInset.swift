/// `.safeAreaInset(edge:)`: SwiftUI places the inset view on that edge and
/// shrinks the safe area of the view under it, so a scroll view's content
/// can scroll beneath the inset and still rest clear of it. Approximated:
/// the inset view is stacked beside the view on that edge (the view gets
/// the rest of the space; its content does not pass under the inset).
extension View {
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: () -> V) -> some View {
        _PlaygroundNote.say("approximated", ".safeAreaInset(edge: .\(edge == .top ? "top" : "bottom"))", file: file, line: line)
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }

    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: () -> V) -> some View {
        _PlaygroundNote.say("approximated", ".safeAreaInset(edge: .\(edge == .leading ? "leading" : "trailing"))", file: file, line: line)
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity)
            if edge == .trailing { inset }
        }
    }
}
