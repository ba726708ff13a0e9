/// The knobs of a `ScrollEngine`. Every value is validated by whoever reads it
/// from a file or the command line; the engine assumes they are finite.
public struct ScrollConfiguration: Sendable {
    /// The axes the container scrolls on.
    public var axes: Axes
    /// Seconds per engine tick (default 1/120 s), > 0.
    public var tickLength: Double
    /// Momentum decay.
    public var deceleration: DecelerationRate
    /// Insets around the content (safe area), logical pixels.
    public var contentInsets: EdgeInsets
    /// Whether offsets count the leading inset (seed 003's iOS 13 vs 14).
    public var convention: OffsetConvention
    /// Rubber-banding past the edges while dragging and bouncing back.
    public var bounces: Bool
    /// Logical pixels one wheel notch scrolls.
    public var wheelStep: Double
    /// Logical pixels one precise (trackpad) unit scrolls: SDL's Wayland
    /// `preciseY` is surface pixels / 10, so 10 by default.
    public var preciseStep: Double
    /// The insets are a SwiftUI view's content margins (`.contentMargins`,
    /// `.safeAreaPadding`), which move the behavior's alignment edge: under
    /// `.swiftUI` offsets the behavior is asked about the container less
    /// the insets (`ScrollEngine.behaviorContainer`). False for a preset,
    /// whose insets are the device's safe area around a full-screen
    /// container (its pages stay the container's length).
    public var insetsAreContentMargins = false
    /// The browser's smooth scrolling (Chromium's default on Linux; off with
    /// `--disable-smooth-scrolling`): under a Chromium behavior a wheel notch
    /// animates when true, jumps at once when false
    /// (`ScrollEngine.chromiumWheelJump`). Other behaviors ignore it.
    public var smoothScrolling = true

    public init(
        axes: Axes = .vertical,
        tickLength: Double = 1.0 / 120.0,
        deceleration: DecelerationRate = .normal,
        contentInsets: EdgeInsets = .zero,
        convention: OffsetConvention = .swiftUI,
        bounces: Bool = true,
        wheelStep: Double = 50,
        preciseStep: Double = 10
    ) {
        self.axes = axes
        self.tickLength = tickLength
        self.deceleration = deceleration
        self.contentInsets = contentInsets
        self.convention = convention
        self.bounces = bounces
        self.wheelStep = wheelStep
        self.preciseStep = preciseStep
    }
}
