/// The environment a scroll view is in, as SwiftUI's `EnvironmentValues`,
/// reduced to what a behavior can read through its context:
///
/// - `layoutDirection`: `.leftToRight` (the playground lays out left to right);
/// - `displayScale`: 1 (a playground point is one pixel of the frame);
/// - `horizontalSizeClass` / `verticalSizeClass`: `.compact` when the
///   container is narrower (shorter) than 600 points, else `.regular` (the
///   same line `.viewAligned`'s `.automatic` limit draws);
/// - an app's own `EnvironmentKey`: `self[Key.self]`, its `defaultValue`
///   unless set on this value.
public struct EnvironmentValues: @unchecked Sendable {
    /// The container length under which a size class is compact, points.
    public static let compactLength: CGFloat = 600

    public var layoutDirection: LayoutDirection = .leftToRight
    public var displayScale: CGFloat = 1
    public var horizontalSizeClass: UserInterfaceSizeClass? = .regular
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    init(containerSize: CGSize) {
        horizontalSizeClass = containerSize.width < Self.compactLength ? .compact : .regular
        verticalSizeClass = containerSize.height < Self.compactLength ? .compact : .regular
    }

    /// The value for an app's own key: what was set here, else its `defaultValue`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
