public import ScrollKitCore

/// The built-in shapes by their short names, as SwiftUI spells them where
/// a shape is expected: `.clipShape(.rect(cornerRadius: 12))`,
/// `.clipShape(.circle)`, `.background(.blue, in: .capsule)`.
extension Shape where Self == Rectangle {
    /// A rectangle filling its frame.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners rounded by `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners rounded by `cornerSize` (the smaller side is used).
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// The largest circle centred in its frame.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule with continuous ends.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with ends of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// The ellipse inscribed in its frame.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner rounded by its own radius.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with corners rounded by `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
