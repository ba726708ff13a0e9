/// A thin line separating content, as SwiftUI's `Divider`: in a stack it
/// extends across the stack's minor axis (a horizontal line in a `VStack`,
/// a vertical one in an `HStack`), and horizontally when not in a stack.
/// It is one pixel thick (`thickness`: 1 / displayScale, and a playground
/// point is one pixel) and takes the whole length it is offered (10 points
/// when offered none), drawn in the `.separator` colour.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never

    public init() {}

    /// Points: one pixel at the playground's display scale of 1.
    public static let thickness: CGFloat = 1 / EnvironmentValues().displayScale

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let line = Rectangle().fill(SeparatorShapeStyle())
        var inner = env
        inner.stackAxis = nil
        if env.stackAxis == .horizontal {
            return [.node(resolveSingle(line.frame(width: Self.thickness), inner, state))]
        }
        return [.node(resolveSingle(line.frame(height: Self.thickness), inner, state))]
    }
}
