import Foundation

/// A two-dimensional vector, as CoreGraphics' `CGVector` (which Foundation on
/// Linux does not provide): the type of `ScrollTargetBehaviorContext.velocity`
/// and `ScrollPhaseChangeContext.velocity`; ScrollKitUI re-exports it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    public var description: String { "(\(dx), \(dy))" }
}
