/// Grows the content when a scroll is predicted to end near its end (seed
/// 004's idea: prefetch from the behavior's target, not from `onAppear`).
///
/// The engine calls `grow` right after every behavior decision, with the
/// decision (`adjusted` is where the motion will land) and the geometry
/// before growth. After growth the engine reads the new `contentSize` on the
/// same tick (the trace's `content` shows it).
public protocol ContentGrowthPolicy: Sendable {
    /// Appends to `layout` if it wants; returns true if it changed the layout.
    func grow(_ layout: inout any ContentLayout, after decision: TargetDecision, geometry: ScrollEngineGeometry, time: Double) -> Bool
}
