import PlaygroundStage
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia
import ScrollKitCore
/// The window's keys in one place: for each, the key names it answers to,
/// the command it gives, and how the help overlay lists it (section, keys
/// as printed, action). `WindowKeys.press` looks commands up here;
/// `KeyBinding.defaults` (what `HelpOverlay` draws) is read from here, so
/// the help cannot disagree with the keys.
///
/// Scroll keys (arrows, Page Up/Down, Space, Home, End) are raw input for
/// the engines, not commands: their entries only document them.
package enum KeyMap {
    /// A layer drawn over the lanes that a key shows or hides (declared with the layers).
    package typealias Layer = FrameModel.Layers.Layer

    /// What a key asks the session to do.
    package enum Command: Hashable, Sendable {
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
        /// A setup switch (axis, deceleration): the switch follows from the
        /// setup now; the stage applies it as a scenario's entry.
        case setup(SetupKey)
        /// M: light ↔ dark appearance (to check a design in both).
        case toggleAppearance
    }

    /// One line of the map.
    package struct Entry: Sendable {
        /// How the help lists it.
        package var binding: KeyBinding
        /// The SDL key names (lower case) it answers to; empty for raw input.
        package var names: [String]
        /// The command for a press (shift may change it); nil for raw input.
        package var command: @Sendable (KeyPress) -> Command?
        /// What it does in full (the README's key table, `playground keys
        /// --markdown`); the help's short words when not given.
        package var detail: String

        package init(_ section: String, _ keys: String, _ action: String, _ detail: String? = nil, names: [String] = [], command: @escaping @Sendable (KeyPress) -> Command? = { _ in nil }) {
            binding = KeyBinding(section, keys, action)
            self.names = names
            self.command = command
            self.detail = detail ?? action
        }
    }

    /// Space scrolls a page as on macOS, so pause is Return (and the Pause
    /// key); `,` and `.` step one tick while paused.
    package static let entries: [Entry] = [
        Entry("Scroll", "wheel, trackpad", "scroll", "scroll: a wheel notch 50 px, animated; a trackpad moves the content directly"),
        Entry("Scroll", "drag", "scroll by hand, fling to let go", "left-button drag or touch: scroll by hand, a drag flings on release"),
        Entry("Scroll", "↑ ↓ ← →", "scroll a line", "scroll a line (40 px)"),
        Entry("Scroll", "Page Up/Down", "scroll a page", "scroll a page (the container minus 12.5 %)"),
        Entry("Scroll", "Space, ⇧Space", "page down, page up", "scroll a page down, up (as Page Down, Page Up)"),
        Entry("Scroll", "Home, End", "to the start, to the end", "to the start, to the end"),
        Entry("Behavior", "1–9, 0", "behavior 1–10 (see list)", "select behavior 1–10 for the selected lane: the key column of `playground list --markdown`", names: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]) {
            .behaviorNumber(Int($0.name) ?? 1)
        },
        Entry("Behavior", "Tab, ⇧Tab", "next, previous behavior", "next, previous behavior (all of them, in that order); while paused it stays paused", names: ["tab"]) { .nextBehavior(backward: $0.shift) },
        Entry("Behavior", "P, ⇧P", "next, previous preset", "next, previous preset", names: ["p"]) { .nextPreset(backward: $0.shift) },
        Entry("Behavior", "A", "switch axis", "axis: vertical → horizontal → both", names: ["a"]) { _ in
            .setup(SetupKey("axis") { now in
                let order: [Axes] = [.vertical, .horizontal, .both]
                return .axis(order[((order.firstIndex(of: now.axes) ?? 0) + 1) % order.count])
            })
        },
        Entry("Behavior", "D", "deceleration normal/fast", "deceleration: normal (0.998/ms) ↔ fast (0.99/ms)", names: ["d"]) { _ in
            .setup(SetupKey("deceleration") { .deceleration($0.deceleration == .normal ? .fast : .normal) })
        },
        Entry("Behavior", "L", "lanes: compare 1–4 behaviors", "lanes: 1 → 2 → 3 → 4 behaviors side by side on the same input, each at full size (the window grows, stays on the screen, and is scaled down as a whole if the screen is too small); back to 1 keeps the selected lane", names: ["l"]) { _ in .cycleLanes },
        Entry("Behavior", "click a lane", "select it for 1–0 and Tab", "select it (the HUD describes it; 1–0 and Tab change its behavior)"),
        Entry("Time", "Return, Pause", "pause, resume (branch)", "pause, resume (from a past tick: replay up to the present; an input there branches)", names: ["return", "pause", "keypad enter"]) { _ in .togglePause },
        Entry("Time", ", .", "step back, forward a tick (⇧: ten)", "step back, forward one tick (⇧: ten ticks)", names: [",", "<", ".", ">"]) {
            let forward = $0.name == "." || $0.name == ">"
            return .step(ticks: ($0.shift ? 10 : 1) * (forward ? 1 : -1))
        },
        Entry("Time", "S", "slow motion 1×, 1/2, 1/4, 1/10", "slow motion: 1× → ½× → ¼× → ⅒×", names: ["s"]) { _ in .slowMotion },
        Entry("Time", "drag timeline", "scrub: right later, left earlier", "scrub through time (pauses): right is later, left earlier, over the whole history"),
        Entry("Time", "wheel timeline", "zoom the history: up in, down out", "zoom a window of the history around the pointer: up narrows it, down widens it back to the whole (recordings always show the whole)"),
    ] + Layer.allCases.filter { $0 != .help }.map(entry) + [
        Entry("View", "M", "light / dark appearance", "appearance: light ↔ dark (HUD, overlays, legend and timeline follow)", names: ["m"]) { _ in .toggleAppearance },
    ] + [entry(.help)] + [
        Entry("Files", "R", "record GIF, stop", "start / stop recording a GIF next to the screenshots, drawn from the recorded ticks at exactly 30 fps of engine time; while a view file's host has crashed, R restarts it at the head tick with the lanes' state", names: ["r"]) { _ in .record },
        Entry("Files", "K", "capture scenario, stop", "start / stop capturing the session as a scenario file (in `./captures/`, named by the time; the HUD shows the file)", names: ["k"]) { _ in .toggleCapture },
        Entry("Files", "C, F12", "screenshot PNG", "save a PNG screenshot (`playground-PRESET-tTICK-N.png`, N the first number not taken)", names: ["c", "f12"]) { _ in .screenshot },
        Entry("Files", "Q, Esc", "quit (Esc closes help)", "quit (Esc first closes the help)", names: ["q", "escape"]) { $0.name == "q" ? .quit : .escape },
    ]

    /// The entry of a layer's key (declared with the layer).
    private static func entry(_ layer: Layer) -> Entry {
        let key = layer.key
        return Entry("View", key.keys, key.action, key.detail, names: key.names) { _ in .toggle(layer) }
    }

    /// The command of a key press, nil when the key has none.
    package static func command(for key: KeyPress) -> Command? {
        entries.first { $0.names.contains(key.name) }?.command(key)
    }

    /// What the help overlay lists, in order.
    package static var bindings: [KeyBinding] { entries.map(\.binding) }
}
