/// One line of the help overlay: the keys (as printed) and what they do,
/// grouped under a section heading. Data only: the window's key handling is
/// the lead's; this list documents it and must match it.
struct KeyBinding: Hashable, Sendable {
    /// Section heading this binding belongs to.
    var section: String
    /// The keys as shown, e.g. `"1–9, 0"`.
    var keys: String
    /// What they do, e.g. `"select behavior"`.
    var action: String

    init(_ section: String, _ keys: String, _ action: String) {
        self.section = section
        self.keys = keys
        self.action = action
    }

    /// The draft key map of the window. Space scrolls a page as on macOS, so
    /// pause is Return (and the Pause key); `,` and `.` step one tick while
    /// paused.
    static let defaults: [KeyBinding] = [
        KeyBinding("Scroll", "wheel, trackpad", "scroll"),
        KeyBinding("Scroll", "drag", "scroll by hand, fling to let go"),
        KeyBinding("Scroll", "↑ ↓ ← →", "scroll a line"),
        KeyBinding("Scroll", "Page Up/Down", "scroll a page"),
        KeyBinding("Scroll", "Space, ⇧Space", "page down, page up"),
        KeyBinding("Scroll", "Home, End", "to the start, to the end"),
        KeyBinding("Behavior", "1–9, 0", "behavior 1–10 (see list)"),
        KeyBinding("Behavior", "Tab, ⇧Tab", "next, previous behavior"),
        KeyBinding("Behavior", "P, ⇧P", "next, previous preset"),
        KeyBinding("Behavior", "A", "switch axis"),
        KeyBinding("Behavior", "D", "deceleration normal/fast"),
        KeyBinding("Behavior", "L", "lanes: compare 1–4 behaviors"),
        KeyBinding("Behavior", "click a lane", "select it for 1–0 and Tab"),
        KeyBinding("Time", "Return, Pause", "pause, resume (branch)"),
        KeyBinding("Time", ", .", "step back, forward a tick (⇧: 10)"),
        KeyBinding("Time", "S", "slow motion 1× ½× ¼× ⅒×"),
        KeyBinding("Time", "drag timeline", "scrub (while paused)"),
        KeyBinding("View", "U", "HUD"),
        KeyBinding("View", "O", "overlays: targets, pages"),
        KeyBinding("View", "T", "timeline"),
        KeyBinding("View", "I", "scroll indicators"),
        KeyBinding("View", "M", "light / dark appearance"),
        KeyBinding("View", "H, F1", "this help"),
        KeyBinding("Files", "R", "record GIF, stop"),
        KeyBinding("Files", "C, F12", "screenshot PNG"),
        KeyBinding("Files", "Q, Esc", "quit (Esc closes help)"),
    ]
}
