/// A layout this module provides, which makes its own kind of node (so a
/// stack inside `AnyLayout` or `HStackLayout { … }` is the same node as an
/// `HStack`) and sets up the environment its subviews are resolved in.
protocol BuiltInLayout {
    /// Sets what the subviews read from their container (the stack axis a
    /// `Spacer` grows along, a `ForEach` element's stacking).
    func prepareSubviewEnvironment(_ env: inout ViewEnvironment)
    /// The node that lays out `children` by this layout.
    func makeNode(children: [LayoutNode]) -> LayoutNode
}
