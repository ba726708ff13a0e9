/// A modifier the engine applies itself (its `Body` is `Never`): it
/// resolves the modified view from `content`, the placeholder's resolver.
protocol PrimitiveModifier {
    func resolve(
        content: @escaping (ViewEnvironment, ResolveState) -> [ChildSource], _ env: ViewEnvironment, _ state: ResolveState
    ) -> [ChildSource]
}
