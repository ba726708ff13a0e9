/// A button, as SwiftUI's `Button` with the default (automatic) style on
/// iOS: its label drawn in the accent colour (`.tint`, else blue) unless a foreground
/// style is set, no background; `.buttonStyle(.bordered)`,
/// `.borderedProminent` and `.plain` draw as `ButtonLook` says. Tapping is the app's: `ViewLayout.tap(at:)`
/// runs the action of the frontmost button under a point.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        var inner = env
        let tint = env.tint ?? AnyShapeStyle(Color.blue)
        let node: LayoutNode
        let shape = RoundedRectangle(cornerRadius: ButtonLook.cornerRadius)
        switch env.buttonLook {
        case .automatic:
            if inner.foreground == nil { inner.foreground = tint }
            node = resolveSingle(label, inner, state)
        case .plain:
            node = resolveSingle(label, inner, state)
        case .bordered:
            if inner.foreground == nil { inner.foreground = tint }
            node = resolveSingle(
                label.padding(ButtonLook.padding).background { shape.fill(tint).opacity(ButtonLook.borderedOpacity) }, inner, state)
        case .borderedProminent:
            inner.foreground = AnyShapeStyle(Color.white)
            node = resolveSingle(label.padding(ButtonLook.padding).background { shape.fill(tint) }, inner, state)
        }
        return [.node(ButtonNode(child: node, action: action))]
    }
}

extension Button where Label == Text {
    /// A button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
