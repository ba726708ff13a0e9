/// How rounded corners are drawn, as SwiftUI's `RoundedCornerStyle`.
/// `.continuous` is Apple's squircle-like curve; the canvas draws both as
/// circular arcs (the difference is under a pixel at the radii presets use).
public enum RoundedCornerStyle: UInt8, Hashable, Sendable {
    case circular = 0
    case continuous = 1
}
