/// `HStack` / `VStack`'s node: `EagerStackLayout` run by the engine, which
/// records each child's frame as a scroll target under
/// `.scrollTargetLayout()` and the frames of children with an `.id`.
/// Empty views take no place (and no spacing).
final class StackNode: LayoutAdapterNode<EagerStackLayout> {
    /// SwiftUI's default spacing between two views (lazy stacks and grids use it too).
    static let defaultSpacing: CGFloat = ViewSpacing.standard

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, children: [LayoutNode]) {
        super.init(
            EagerStackLayout(axis: axis, alignment: alignment, spacing: spacing), children: children.filter { !($0 is EmptyNode) },
            isBuiltIn: true)
    }
}
