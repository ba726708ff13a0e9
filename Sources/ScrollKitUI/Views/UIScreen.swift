import Foundation

/// A stand-in for UIKit's `UIScreen`, and it exists only for this: view
/// files written for iOS size views with `UIScreen.main.bounds` (view
/// files blank `import UIKit`, so the name must come from here). `main`
/// is the screen of the graph being evaluated on this thread
/// (`ViewGraph.current`): its `bounds` are the device's screen size in
/// points at the origin (the layout's container, safe area included),
/// `scale` the playground's display scale (1). The host sets a lane's
/// screen before it makes the lane's root view, so a stored property's
/// initial value reads the screen the view is about to be laid out on;
/// outside any graph it is 390 × 844 points.
public final class UIScreen: Sendable {
    /// The screen's rectangle, points, at the origin.
    public let bounds: CGRect
    /// Pixels per point: 1 in the playground.
    public let scale: CGFloat

    init(size: CGSize) {
        bounds = CGRect(origin: .zero, size: size)
        scale = EnvironmentValues().displayScale
    }

    /// The screen the view is laid out on.
    public static var main: UIScreen {
        UIScreen(size: ViewGraph.current?.screen ?? CGSize(width: 390, height: 844))
    }

    /// The screen in pixels (`bounds` × `scale`).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
