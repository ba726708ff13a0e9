/// Space that grows along the stack it is in, as SwiftUI's `Spacer`;
/// `minLength` nil is the default spacing, 8 points.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        [.node(SpacerNode(minLength: minLength, axis: env.stackAxis))]
    }
}
