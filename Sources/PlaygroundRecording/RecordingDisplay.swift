import ScrollKitCore

/// What a recorded frame shows besides the scroll containers: the window's
/// own toggles, fixed for the whole recording.
struct RecordingDisplay: Hashable, Sendable {
    /// The HUD panel over the first lane (the window shows it by default).
    var showsHUD = true
    /// The behavior overlays: targets, resting point, overscroll zones.
    var showsOverlays = false
    /// The timeline panel over the bottom of the frame.
    var showsTimeline = false
    /// Device pixels per logical pixel: 1 or 2.
    var scale = 1.0
    /// The appearance content is drawn in (`--appearance`).
    var appearance = Appearance.light
    /// The device whose outline is drawn over each lane (`--device` with `--frame`).
    var deviceFrame: Device?
    /// The device the container is sized as (`--device`): its safe area is
    /// added to the scenario's content insets on the scrolling axes.
    var device: Device?
}
