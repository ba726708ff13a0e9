extension Group {
    /// iOS 18's `Group(subviews:transform:)`: `transform` gets the views of
    /// `view` as a collection (`count`, indices, `ForEach(subviews)`) and
    /// makes the group's content from them.
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == _SubviewsGroup<Base, Result> {
        self.init(content: { _SubviewsGroup(base: view, transform: transform) })
    }
}

/// `Group(subviews:transform:)`'s content: `transform` applied to the
/// subviews of `base`, resolved where the group is.
public struct _SubviewsGroup<Base: View, Result: View>: View, PrimitiveView {
    public typealias Body = Never
    let base: Base
    let transform: (SubviewsCollection) -> Result

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        resolveView(transform(SubviewsCollection(resolveView(base, env, state))), env, state)
    }
}
