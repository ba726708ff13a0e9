// Modifiers that only configure Xcode's preview canvas. The playground's
// screen is set by `--device` and `--appearance`, so these change nothing.

extension View {
    /// Accepted and ignored: the preview's name in Xcode's canvas.
    public func previewDisplayName(_ value: String?) -> Self { self }

    /// Accepted and ignored: the playground lays the view out on the device's screen.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }

    /// Accepted and ignored: the device is `--device`'s.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }

    /// Accepted and ignored: the appearance is `--appearance`'s.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}

/// Xcode's preview size (`.device`, `.sizeThatFits`, `.fixed(width:height:)`); ignored.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// Xcode's preview device name; ignored.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// Xcode's preview orientation; ignored.
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
