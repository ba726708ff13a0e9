/// SwiftUI's `NamedCoordinateSpace`: the argument of
/// `.coordinateSpace(.named(_:))`.
public struct NamedCoordinateSpace: Hashable {
    let name: AnyHashable

    /// The space called `name`.
    public static func named<N: Hashable>(_ name: N) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
