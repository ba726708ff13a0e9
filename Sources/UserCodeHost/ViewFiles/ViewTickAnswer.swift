import ScrollKitCore

/// A view host's whole answer to one `ViewTickRequest`: the decoded tick,
/// its bytes as the host sent them (`HostedViewTick` in binary form: what
/// `ViewTickAnswers` keeps, compact, and what a replay is compared with),
/// and when the view next changes by itself.
package struct ViewTickAnswer: Sendable {
    package var tick: HostedViewTick
    package var bytes: [UInt8]
    /// The engine time (seconds) at which the lane's view next changes
    /// without input (a timer, an `asyncAfter`, an armed debounce, an
    /// animation in flight), nil when nothing is scheduled
    /// (`ScrollKitUIViewHost.nextScheduledTime`).
    package var nextTime: Double?
}
