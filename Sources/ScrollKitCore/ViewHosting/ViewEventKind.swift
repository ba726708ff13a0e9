/// What a view's reaction during a tick was: the modifier whose action ran,
/// or a written state. The raw value is the trace's spelling and what
/// crosses the process boundary (`HostedViewTick` writes it as text, so a
/// new kind changes no frame layout), and what a scenario's `view-event`
/// check names.
public enum ViewEventKind: String, Sendable, CaseIterable {
    /// A `@State` written, or an `ObservableObject` that announced a change.
    case state
    /// A `Button` tapped (the host's hit test).
    case tap
    case onAppear
    case onDisappear
    /// A `.task` started (on appear, or again when its `id` changed).
    case task
    /// A `.task` cancelled because its view disappeared.
    case taskCancelled = "task cancelled"
    case onChange
    case onPreferenceChange
    case onReceive
    case onScrollGeometryChange
    case onScrollPhaseChange
    case onScrollTargetVisibilityChange
    case onScrollVisibilityChange
    /// A `scrollPosition` binding written as the user scrolled.
    case scrollPosition
    /// A `ScrollViewProxy.scrollTo` (its id named, or "not found").
    case scrollTo
}
