/// Counts the work of breaking text into lines, for tests that prove it
/// linear without timing it: bind one with `TextMeter.$current.withValue`
/// around a layout and read it after. Nothing is counted while none is
/// bound (the layout reads the task-local once per paragraph it breaks).
package final class TextMeter: @unchecked Sendable {
    /// Paragraphs broken into lines (one wider than the width proposed).
    package var paragraphsBroken = 0
    /// UTF-8 bytes measured while breaking them: a piece measured twice
    /// (added to a line, then starting the next) counts twice.
    package var charactersMeasured = 0
    /// Lines of text put into display lists (only those that show).
    package var linesEmitted = 0

    package init() {}

    /// The meter bound to the current task, nil when none.
    @TaskLocal package static var current: TextMeter?
}
