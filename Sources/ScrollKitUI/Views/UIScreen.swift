import Synchronization

/// A stand-in for UIKit's `UIScreen`, and it exists only for this: view
/// files written for iOS size views with `UIScreen.main.bounds` (view
/// files blank `import UIKit`, so the name must come from here). `main`
/// is the screen the view is being laid out on: its `bounds` are the
/// device's screen size in points at the origin (the layout's container,
/// safe area included), `scale` the playground's display scale (1).
/// Read outside a layout (a stored property's initial value, made before
/// the first layout), it gives the last screen laid out on, or 390 × 844
/// points before any.
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
        UIScreen(size: layoutScreen ?? lastScreen.withLock { $0 })
    }

    /// The screen in pixels (`bounds` × `scale`).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen size of the layout running on this task.
    @TaskLocal static var layoutScreen: CGSize?
    /// The screen size of the last layout begun.
    static let lastScreen = Mutex(CGSize(width: 390, height: 844))

    /// Runs `layout` with `main` being a screen of `size` points.
    static func layingOut<T>(on size: CGSize, _ layout: () -> T) -> T {
        lastScreen.withLock { $0 = size }
        return $layoutScreen.withValue(size, operation: layout)
    }
}
