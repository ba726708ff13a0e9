/// A key press that is not a scroll key, as a plain value: the key's name as
/// SDL spells it in lower case (`"p"`, `"tab"`, `"f1"`, `"."`), plus modifiers.
package struct KeyPress: Hashable, Sendable {
    package var name: String
    package var shift: Bool = false
    var control: Bool = false
    /// Auto-repeat (the key is held down).
    var isRepeat: Bool = false
}
