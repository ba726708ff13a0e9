/// Grows the content when a scroll is predicted to end near its end (seed
/// 004's idea: prefetch from the behavior's target, earlier than `onAppear`).
/// The engine asks after every behavior decision; the policy may append items
/// to `layout` and returns true when it changed it (the engine then takes the
/// new content size).
public protocol ContentGrowthPolicy: Sendable {
    func grow(_ layout: inout any ContentLayout, after decision: TargetDecision, geometry: ScrollGeometry, time: Double) -> Bool
}
