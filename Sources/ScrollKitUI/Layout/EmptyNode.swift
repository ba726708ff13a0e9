/// A view of no size that draws nothing (an empty `AnyView`, a root with
/// no views).
final class EmptyNode: LayoutNode {}
