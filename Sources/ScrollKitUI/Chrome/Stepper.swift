/// SwiftUI's `Stepper`: its label, then iOS's − | + control (drawn; taps do nothing).
public struct Stepper<Label: View>: View {
    let label: Label

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                Text("−").frame(width: 47, height: 32)
                Rectangle().fill(Color.gray.opacity(0.3)).frame(width: 1, height: 18)
                Text("+").frame(width: 47, height: 32)
            }
            .background(Color.gray.opacity(0.15))
        }
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.label = Text(title)
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.label = Text(title)
    }

    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = Text(title)
    }
}
