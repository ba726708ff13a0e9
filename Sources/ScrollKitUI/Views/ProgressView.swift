/// A progress indicator, as SwiftUI's `ProgressView` on iOS, drawn still
/// (the playground does not animate it):
/// - indeterminate (`ProgressView()`, `ProgressView("Loading")`): a
///   spinner the size of UIKit's medium activity indicator, 20 × 20
///   points, eight spokes 2.5 × 6 points from the edge toward the centre,
///   grey, fading clockwise; a title sits under it (`.secondary`, default
///   spacing);
/// - determinate (`ProgressView(value:total:)`): a bar 4 points tall
///   across the width offered, its track iOS's fill grey (#787880 at 20 %),
///   the done fraction (`value / total`, clamped to [0, 1]) in the tint
///   (blue unless `.tint`) from the leading edge.
public struct ProgressView: View, PrimitiveView {
    public typealias Body = Never
    let title: String?
    let fraction: Double?

    /// A spinner.
    public init() {
        title = nil
        fraction = nil
    }

    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
        fraction = nil
    }

    /// A bar filled to `value / total` (nil: a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        title = nil
        fraction = value.map { total > 0 ? Swift.min(Swift.max(Double($0) / Double(total), 0), 1) : 0 }
    }

    /// A bar titled `title` filled to `value / total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total)
        self = ProgressView(title: String(title), fraction: fraction)
    }

    init(title: String?, fraction: Double?) {
        self.title = title
        self.fraction = fraction
    }

    /// The spinner's side and the bar's height, points.
    public static let spinnerSide: CGFloat = 20
    public static let barHeight: CGFloat = 4

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let indicator: AnyView
        if let fraction {
            let tint = env.tint ?? AnyShapeStyle(Color.blue)
            indicator = AnyView(
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
                    Capsule().fill(tint).scaleEffect(x: fraction, y: 1, anchor: .leading)
                }
                .frame(height: Self.barHeight))
        } else {
            indicator = AnyView(
                ZStack {
                    ForEach(0..<8) { i in
                        Capsule().fill(Color.gray.opacity(1 - Double(i) * 0.1))
                            .frame(width: 2.5, height: 6)
                            .frame(width: Self.spinnerSide, height: Self.spinnerSide, alignment: .top)
                            .rotationEffect(.degrees(Double(i) * 45))
                    }
                }
                .frame(width: Self.spinnerSide, height: Self.spinnerSide))
        }
        guard let title else { return [.node(resolveSingle(indicator, env, state))] }
        if fraction != nil {
            return [.node(makeStack(.vertical, HorizontalAlignment.leading.fraction, nil, TupleView(Text(title), indicator), env, state))]
        }
        return [.node(makeStack(.vertical, HorizontalAlignment.center.fraction, nil, TupleView(indicator, Text(title).foregroundStyle(.secondary)), env, state))]
    }
}
