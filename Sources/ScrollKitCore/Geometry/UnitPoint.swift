/// A point in a unit square, as SwiftUI's `UnitPoint`: (0, 0) is top-leading,
/// (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The named anchors accepted in files, kebab-case.
    public static let named: [String: UnitPoint] = [
        "top-leading": .topLeading, "top": .top, "leading": .leading, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "bottom-trailing": .bottomTrailing,
        "top-trailing": UnitPoint(x: 1, y: 0), "bottom-leading": UnitPoint(x: 0, y: 1),
    ]
}
