/// A button's border shape, as SwiftUI's `ButtonBorderShape` (accepted by
/// `.buttonBorderShape(_:)`, not drawn).
public struct ButtonBorderShape: Sendable, Equatable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let circle = ButtonBorderShape(name: "circle")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}
