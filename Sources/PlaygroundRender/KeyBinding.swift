/// One line of the help overlay: the keys (as printed) and what they do,
/// grouped under a section heading. Data only: `KeyMap` holds the list and
/// the commands together.
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

    /// The window's keys as the help lists them (from `KeyMap`, where the
    /// keys are also handled).
    static var defaults: [KeyBinding] { KeyMap.bindings }
}
