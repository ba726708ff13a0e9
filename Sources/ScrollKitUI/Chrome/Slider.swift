/// SwiftUI's `Slider`: iOS's track, filled to the value, and its knob
/// (drawn at the value; dragging it is not modelled).
public struct Slider: View {
    let fraction: Double

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    }

    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, @ViewBuilder label: () -> L, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        GeometryReader { proxy in
            let x = max(0, min(1, fraction)) * proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.25)).frame(height: 4)
                Capsule().fill(Color.blue).frame(width: x, height: 4)
                Circle().fill(Color.white).frame(width: 28, height: 28).shadow(radius: 2).offset(x: x - 14)
            }
            .frame(height: 28)
        }
        .frame(height: 28)
    }
}
