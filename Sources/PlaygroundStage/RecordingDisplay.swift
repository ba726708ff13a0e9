import PlaygroundRender
import ScrollKitCore

/// What a recorded frame shows besides the scroll containers: the window's
/// own toggles, fixed for the whole recording.
package struct RecordingDisplay: Hashable, Sendable {
    /// The layers drawn, fixed for the recording: the HUD panel over the
    /// first lane (the window shows it by default), the behavior overlays
    /// (targets, resting point, overscroll zones), the timeline panel over
    /// the bottom of the frame, the scroll indicators; never the help.
    package var layers = FrameModel.Layers()
    /// Device pixels per logical pixel: 1 or 2.
    package var scale = 1.0
    /// The appearance content is drawn in (`--appearance`).
    package var appearance = Appearance.light
    /// The device whose outline is drawn over each lane (`--device` with `--frame`).
    package var deviceFrame: Device?
    /// The device the container is sized as (`--device`): its safe area is
    /// added to the scenario's content insets on the scrolling axes.
    package var device: Device?

    /// The memberwise initializer, for the modules above this one.
    package init(showsHUD: Bool = true, showsOverlays: Bool = false, showsTimeline: Bool = false, scale: Double = 1.0, deviceFrame: Device? = nil, device: Device? = nil) {
        layers = FrameModel.Layers(showsHUD: showsHUD, showsOverlays: showsOverlays, showsTimeline: showsTimeline)
        self.scale = scale
        self.deviceFrame = deviceFrame
        self.device = device
    }
}
