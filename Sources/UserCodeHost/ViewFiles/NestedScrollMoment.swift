import ScrollKitCore

/// A lane's nested scroll views at the end of one tick, as time travel
/// keeps them (`ViewLaneTick.nested`, in the stage's history): their engines
/// (values: a copy is the state of then) and the scroll views the host laid
/// out (their frames in the lane, outermost first). A past tick's overlays
/// and timeline read them; a branch there restarts the engines from them.
package struct NestedScrollMoment: Sendable {
    /// The nested engines by identity.
    package var engines: [String: ScrollEngine]
    /// The tick's scroll views, outermost first (frames in lane coordinates, points).
    package var scrollViews: [HostedScrollView]
}
