import ScrollKitCore

/// Everything one frame shows, as a value: built from the records at the
/// tick on screen (by `Stage.frame(atWall:)` in the window),
/// drawn by `FrameComposer.draw(_:on:)`. Nothing drawn is kept anywhere else,
/// so a frame is a function of the session's history and its toggles.
///
/// A new HUD field goes in `HUDModel` (filled from `LaneReadout`) and its
/// row in `HUDRenderer`; a new toggled layer is a `Layers` flag with its
/// `Layer` case and key (here: the key map lists them), its renderer's call
/// in `FrameComposer`, and, if the window may start with it, `run`'s flag.
package struct FrameModel {
    /// Which layers are drawn over the lanes: the one set of layer toggles,
    /// which `run`'s options start, the keys (`KeyMap`) toggle, and the
    /// composer draws from.
    package struct Layers: Hashable, Sendable {
        package var showsHUD = true
        package var showsIndicators = true
        package var showsOverlays = false
        package var showsTimeline = false
        package var showsHelp = false

        /// The memberwise initializer, for the modules above this one.
        package init(showsHUD: Bool = true, showsIndicators: Bool = true, showsOverlays: Bool = false, showsTimeline: Bool = false, showsHelp: Bool = false) {
            self.showsHUD = showsHUD
            self.showsIndicators = showsIndicators
            self.showsOverlays = showsOverlays
            self.showsTimeline = showsTimeline
            self.showsHelp = showsHelp
        }

        /// A layer a key shows or hides: declared here once, with its flag
        /// and its key (the window's key map and help list the layers in
        /// this order, help last).
        package enum Layer: Hashable, Sendable, CaseIterable {
            case hud, overlays, timeline, indicators, help

            /// Its flag.
            package var flag: WritableKeyPath<Layers, Bool> {
                switch self {
                case .hud: \.showsHUD
                case .indicators: \.showsIndicators
                case .overlays: \.showsOverlays
                case .timeline: \.showsTimeline
                case .help: \.showsHelp
                }
            }

            /// Its key: as the help lists it (`keys`, `action`), in full
            /// (`detail`, the README's key table) and the SDL key names
            /// (lower case) it answers to.
            package var key: (keys: String, action: String, detail: String, names: [String]) {
                switch self {
                case .hud: ("U", "HUD", "HUD: the selected lane's offset, velocity, phase, target, end detectors, frame timing (\"at rest\" when nothing is drawn) and state", ["u"])
                case .overlays: ("O", "overlays and their legend", "overlays: page or view edges, original / proposed / adjusted targets, velocity arrow, predicted resting point, rubber-band zone, and a legend naming every mark on screen", ["o"])
                case .timeline: ("T", "timeline", "timeline: offset and velocity over the whole history (30 s), phases as bands, decision and end-detector markers, a playhead at the tick on screen with its readout under the plot", ["t"])
                case .indicators: ("I", "scroll indicators", "scroll indicators (seed 000's `showsIndicators`)", ["i"])
                case .help: ("H, F1", "this help", "this list, in the window", ["h", "f1"])
                }
            }
        }
    }

    /// 1–4 lanes, left to right.
    package var lanes: [FrameComposer.Lane]
    /// The selected lane's HUD.
    package var hud: HUDModel
    /// The lane the HUD describes (and the timeline plots).
    package var selectedLane = 0
    package var layers = Layers()
    /// The selected lane's records for the timeline, oldest first.
    package var timeline: [FrameRecord] = []
    /// The timeline's fixed axis (nil: the records given).
    package var timelineTicks: ClosedRange<Int>?
    /// The playhead: the tick on screen.
    package var cursorTick: Int?
    /// The run's clock at the tick on screen, seconds.
    package var time: Double
    /// The scroll indicators' opacity, in [0, 1].
    package var indicatorOpacity: Double
    /// The ticks on the timeline's axis at which a view file's view reacted (marked).
    package var viewEventTicks: [Int] = []
    /// How the content looks (appearance, device outline); nil keeps the
    /// composer's own (`record` sets its composer once).
    package var look: Look?

    /// The memberwise initializer, for the modules above this one.
    package init(lanes: [FrameComposer.Lane], hud: HUDModel, selectedLane: Int = 0, layers: Layers = Layers(), timeline: [FrameRecord] = [], timelineTicks: ClosedRange<Int>? = nil, cursorTick: Int? = nil, time: Double, indicatorOpacity: Double, look: Look? = nil) {
        self.lanes = lanes
        self.hud = hud
        self.selectedLane = selectedLane
        self.layers = layers
        self.timeline = timeline
        self.timelineTicks = timelineTicks
        self.cursorTick = cursorTick
        self.time = time
        self.indicatorOpacity = indicatorOpacity
        self.look = look
    }

    /// The content's appearance and the device outline drawn over each lane.
    package struct Look: Hashable, Sendable {
        package var appearance: Appearance
        package var deviceFrame: Device?

        /// The memberwise initializer, for the modules above this one.
        package init(appearance: Appearance, deviceFrame: Device? = nil) {
            self.appearance = appearance
            self.deviceFrame = deviceFrame
        }
    }
}
