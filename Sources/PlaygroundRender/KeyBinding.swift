/// One line of the help overlay: the keys (as printed) and what they do,
/// grouped under a section heading. Data only: the window's key map (above
/// this module) holds the list and the commands together and hands it to
/// `HelpOverlay`.
package struct KeyBinding: Hashable, Sendable {
    /// Section heading this binding belongs to.
    package var section: String
    /// The keys as shown, e.g. `"1–9, 0"`.
    package var keys: String
    /// What they do, e.g. `"select behavior"`.
    package var action: String

    package init(_ section: String, _ keys: String, _ action: String) {
        self.section = section
        self.keys = keys
        self.action = action
    }
}
