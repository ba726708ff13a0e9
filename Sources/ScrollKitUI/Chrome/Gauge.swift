/// SwiftUI's `Gauge`: its label over a linear track filled to the value.
public struct Gauge<Label: View>: View {
    let fraction: Double
    let label: Label

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.25))
                    Capsule().fill(Color.blue).frame(width: max(0, min(1, fraction)) * proxy.size.width)
                }
            }
            .frame(height: 6)
        }
    }
}
