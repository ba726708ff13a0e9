/// A switch, as SwiftUI's `Toggle` on iOS (the switch style): the label,
/// then the switch at the trailing end (the toggle takes the width
/// offered). The switch is UIKit's, 51 × 31 points: a capsule, green
/// (`.tint` if set) when on and iOS's fill grey (#787880 at 16 %) when
/// off, with a white knob of 27 points inset 2, at the trailing end when
/// on. A click on it flips the binding, as a tap does (it does not
/// animate).
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The switch's size, points.
    public static var switchSize: CGSize { CGSize(width: 51, height: 31) }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let on = isOn.wrappedValue
        let track: AnyShapeStyle = on
            ? env.tint ?? AnyShapeStyle(Color.green)
            : AnyShapeStyle(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16))
        let control = ZStack(alignment: on ? .trailing : .leading) {
            Capsule().fill(track)
            Circle().fill(Color.white).padding(2).frame(width: Self.switchSize.height, height: Self.switchSize.height)
        }
        .frame(width: Self.switchSize.width, height: Self.switchSize.height)
        let binding = isOn
        let switchNode = ButtonNode(child: resolveSingle(control, env, state), action: { binding.wrappedValue.toggle() })
        var inner = env
        inner.stackAxis = .horizontal
        let labelNodes = ChildSource.expand(resolveView(label, inner, state))
        let spacer = ChildSource.expand(resolveView(Spacer(), inner, state))
        return [.node(StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: labelNodes + spacer + [switchNode]))]
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
