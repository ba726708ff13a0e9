extension ForEach where Data == SubviewsCollection, ID == Subview.ID {
    /// iOS 18's `ForEach(subviews:content:)`: `content` once per view of
    /// `view` (each `Subview`), as siblings in the enclosing container.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(SubviewsCollection([]), idAt: { $0.id }, content: content)
        subviews = { env, state in
            ForEach(SubviewsCollection(resolveView(view, env, state)), idAt: { $0.id }, content: content).resolveChildren(env, state)
        }
    }
}
