/// The window's keys in one place: for each, the key names it answers to,
/// the command it gives, and how the help overlay lists it (section, keys
/// as printed, action). `PlaygroundSession.handle` looks commands up here;
/// `KeyBinding.defaults` (what `HelpOverlay` draws) is read from here, so
/// the help cannot disagree with the keys.
///
/// Scroll keys (arrows, Page Up/Down, Space, Home, End) are raw input for
/// the engines, not commands: their entries only document them.
enum KeyMap {
    /// A layer drawn over the lanes that a key shows or hides.
    enum Layer: Hashable, Sendable, CaseIterable {
        case hud, indicators, overlays, timeline, help

        /// Its flag in the frame's layers.
        var flag: WritableKeyPath<FrameModel.Layers, Bool> {
            switch self {
            case .hud: \.showsHUD
            case .indicators: \.showsIndicators
            case .overlays: \.showsOverlays
            case .timeline: \.showsTimeline
            case .help: \.showsHelp
            }
        }
    }

    /// What a key asks the session to do.
    enum Command: Hashable, Sendable {
        case quit
        /// Closes the help if shown, else quits.
        case escape
        case toggle(Layer)
        case togglePause
        /// Steps the shown tick (negative: back).
        case step(ticks: Int)
        case slowMotion
        case record
        case screenshot
        /// K: start or stop capturing a scenario (to replay or qa what was just played).
        case toggleCapture
        case nextBehavior(backward: Bool)
        /// The behavior of a number key (1…9, 0 = 10).
        case behaviorNumber(Int)
        case cycleLanes
        case nextPreset(backward: Bool)
        case switchAxis
        case toggleDeceleration
        /// M: light ↔ dark appearance (to check a design in both).
        case toggleAppearance
    }

    /// One line of the map.
    struct Entry: Sendable {
        /// How the help lists it.
        var binding: KeyBinding
        /// The SDL key names (lower case) it answers to; empty for raw input.
        var names: [String]
        /// The command for a press (shift may change it); nil for raw input.
        var command: @Sendable (KeyPress) -> Command?

        init(_ section: String, _ keys: String, _ action: String, names: [String] = [], command: @escaping @Sendable (KeyPress) -> Command? = { _ in nil }) {
            binding = KeyBinding(section, keys, action)
            self.names = names
            self.command = command
        }
    }

    /// Space scrolls a page as on macOS, so pause is Return (and the Pause
    /// key); `,` and `.` step one tick while paused.
    static let entries: [Entry] = [
        Entry("Scroll", "wheel, trackpad", "scroll"),
        Entry("Scroll", "drag", "scroll by hand, fling to let go"),
        Entry("Scroll", "↑ ↓ ← →", "scroll a line"),
        Entry("Scroll", "Page Up/Down", "scroll a page"),
        Entry("Scroll", "Space, ⇧Space", "page down, page up"),
        Entry("Scroll", "Home, End", "to the start, to the end"),
        Entry("Behavior", "1–9, 0", "behavior 1–10 (see list)", names: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]) {
            .behaviorNumber(Int($0.name) ?? 1)
        },
        Entry("Behavior", "Tab, ⇧Tab", "next, previous behavior", names: ["tab"]) { .nextBehavior(backward: $0.shift) },
        Entry("Behavior", "P, ⇧P", "next, previous preset", names: ["p"]) { .nextPreset(backward: $0.shift) },
        Entry("Behavior", "A", "switch axis", names: ["a"]) { _ in .switchAxis },
        Entry("Behavior", "D", "deceleration normal/fast", names: ["d"]) { _ in .toggleDeceleration },
        Entry("Behavior", "L", "lanes: compare 1–4 behaviors", names: ["l"]) { _ in .cycleLanes },
        Entry("Behavior", "click a lane", "select it for 1–0 and Tab"),
        Entry("Time", "Return, Pause", "pause, resume (branch)", names: ["return", "pause", "keypad enter"]) { _ in .togglePause },
        Entry("Time", ", .", "step back, forward a tick (⇧: ten)", names: [",", "<", ".", ">"]) {
            let forward = $0.name == "." || $0.name == ">"
            return .step(ticks: ($0.shift ? 10 : 1) * (forward ? 1 : -1))
        },
        Entry("Time", "S", "slow motion 1×, 1/2, 1/4, 1/10", names: ["s"]) { _ in .slowMotion },
        Entry("Time", "drag timeline", "scrub: right later, left earlier"),
        Entry("Time", "wheel timeline", "zoom the history: up in, down out"),
        Entry("View", "U", "HUD", names: ["u"]) { _ in .toggle(.hud) },
        Entry("View", "O", "overlays and their legend", names: ["o"]) { _ in .toggle(.overlays) },
        Entry("View", "T", "timeline", names: ["t"]) { _ in .toggle(.timeline) },
        Entry("View", "I", "scroll indicators", names: ["i"]) { _ in .toggle(.indicators) },
        Entry("View", "M", "light / dark appearance", names: ["m"]) { _ in .toggleAppearance },
        Entry("View", "H, F1", "this help", names: ["h", "f1"]) { _ in .toggle(.help) },
        Entry("Files", "R", "record GIF, stop", names: ["r"]) { _ in .record },
        Entry("Files", "K", "capture scenario, stop", names: ["k"]) { _ in .toggleCapture },
        Entry("Files", "C, F12", "screenshot PNG", names: ["c", "f12"]) { _ in .screenshot },
        Entry("Files", "Q, Esc", "quit (Esc closes help)", names: ["q", "escape"]) { $0.name == "q" ? .quit : .escape },
    ]

    /// The command of a key press, nil when the key has none.
    static func command(for key: KeyPress) -> Command? {
        entries.first { $0.names.contains(key.name) }?.command(key)
    }

    /// What the help overlay lists, in order.
    static var bindings: [KeyBinding] { entries.map(\.binding) }
}
