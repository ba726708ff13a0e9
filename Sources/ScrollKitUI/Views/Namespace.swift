/// A namespace for matched geometry, as SwiftUI's `@Namespace`: its
/// `wrappedValue` is an `ID` unique to this property (equal only to
/// itself). The playground accepts it so that views declaring one compile;
/// `.matchedGeometryEffect` itself is not supported (the compile says so
/// at its line).
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let token: Token
        public static func == (a: ID, b: ID) -> Bool { a.token === b.token }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
    }

    /// What makes an `ID` unique: its object's identity.
    final class Token: Sendable {}

    public let wrappedValue: ID

    public init() {
        wrappedValue = ID(token: Token())
    }
}
