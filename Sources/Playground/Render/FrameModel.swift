import ScrollKitCore

/// Everything one frame shows, as a value: built from the records at the
/// tick on screen (by `Stage.frame(atWall:)` in the window),
/// drawn by `FrameComposer.draw(_:on:)`. Nothing drawn is kept anywhere else,
/// so a frame is a function of the session's history and its toggles.
///
/// A new HUD field goes in `HUDModel` (filled from `LaneReadout`) and its
/// row in `HUDRenderer`; a new toggled layer is a `Layers` flag, its
/// renderer's call in `FrameComposer`, and one `KeyMap` entry.
struct FrameModel {
    /// Which layers are drawn over the lanes: the one set of layer toggles,
    /// which `run`'s options start, the keys (`KeyMap`) toggle, and the
    /// composer draws from.
    struct Layers: Hashable, Sendable {
        var showsHUD = true
        var showsIndicators = true
        var showsOverlays = false
        var showsTimeline = false
        var showsHelp = false

        /// A layer a key shows or hides.
        enum Layer: Hashable, Sendable, CaseIterable {
            case hud, indicators, overlays, timeline, help

            /// Its flag.
            var flag: WritableKeyPath<Layers, Bool> {
                switch self {
                case .hud: \.showsHUD
                case .indicators: \.showsIndicators
                case .overlays: \.showsOverlays
                case .timeline: \.showsTimeline
                case .help: \.showsHelp
                }
            }
        }
    }

    /// 1–4 lanes, left to right.
    var lanes: [FrameComposer.Lane]
    /// The selected lane's HUD.
    var hud: HUDModel
    /// The lane the HUD describes (and the timeline plots).
    var selectedLane = 0
    var layers = Layers()
    /// The selected lane's records for the timeline, oldest first.
    var timeline: [FrameRecord] = []
    /// The timeline's fixed axis (nil: the records given).
    var timelineTicks: ClosedRange<Int>?
    /// The playhead: the tick on screen.
    var cursorTick: Int?
    /// The run's clock at the tick on screen, seconds.
    var time: Double
    /// The scroll indicators' opacity, in [0, 1].
    var indicatorOpacity: Double
    /// How the content looks (appearance, device outline); nil keeps the
    /// composer's own (`record` sets its composer once).
    var look: Look?

    /// The content's appearance and the device outline drawn over each lane.
    struct Look: Hashable, Sendable {
        var appearance: Appearance
        var deviceFrame: Device?
    }
}
