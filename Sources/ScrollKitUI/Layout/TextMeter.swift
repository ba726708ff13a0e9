/// Counts the work of breaking text into lines, for tests that prove it
/// linear without timing it: give one to a graph (`graph.textLines.meter`),
/// lay out with that graph and read it after. Nothing is counted while the
/// graph has none (the layout reads it once per paragraph it breaks).
package final class TextMeter: @unchecked Sendable {
    /// Paragraphs broken into lines (one wider than the width proposed).
    package var paragraphsBroken = 0
    /// UTF-8 bytes measured while breaking them: a piece measured twice
    /// (added to a line, then starting the next) counts twice.
    package var charactersMeasured = 0
    /// Lines of text put into display lists (only those that show).
    package var linesEmitted = 0

    package init() {}
}
