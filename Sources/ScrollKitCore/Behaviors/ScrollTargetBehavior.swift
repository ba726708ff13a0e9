/// Decides where a scroll ends, as SwiftUI's `ScrollTargetBehavior`.
///
/// The engine calls `updateTarget(_:context:)` when a gesture ends, with
/// `target` set to where the motion would naturally rest (clamped to the
/// valid offsets), and again when the container's size changes. A behavior
/// moves `target`; the engine then lands exactly on it (clamping an
/// out-of-range answer, visibly, to the valid offsets).
public protocol ScrollTargetBehavior: Sendable {
    /// The kebab-case name used on the command line and in files.
    var name: String { get }

    /// Adjusts `target` in place.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)
}
