/// Shape shorthands (`.clipShape(.capsule)`, `.background(.red, in: .circle)`),
/// the API only: another branch draws `.rect(cornerRadius:)` and the rounded
/// clips; these are the plain shapes the playground already has.
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
