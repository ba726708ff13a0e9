/// The lines of long texts kept from one layout pass to the next, as
/// SwiftUI keeps a text's layout while its string, font and width stay the
/// same: a 1 MB article in a scroll view is broken into lines once, not at
/// every tick it scrolls. A pass keeps what it used; what the pass before
/// used and this one did not is dropped at the next (`beginPass`), so the
/// cache holds at most two passes' texts.
///
/// Only texts of `minimumBytes` or more are kept: a short label is broken
/// afresh for less than hashing it would cost.
final class TextLineCache {
    struct Key: Hashable {
        var text: String
        var font: Font
        /// `maxWidth`'s bit pattern, NaN for none.
        var width: UInt64
        var limit: Int?

        /// Hashes the text's length and its first and last 64 bytes, not
        /// all of it: hashing 1 MB at every lookup cost more than the
        /// lookup saved. Equal keys still compare their whole texts.
        func hash(into hasher: inout Hasher) {
            hasher.combine(text.utf8.count)
            for byte in text.utf8.prefix(64) { hasher.combine(byte) }
            for byte in text.utf8.suffix(64) { hasher.combine(byte) }
            hasher.combine(font)
            hasher.combine(width)
            hasher.combine(limit)
        }
    }

    /// A text's lines and the width of the widest, points.
    struct Lines {
        var lines: [Substring]
        var widest: CGFloat
    }

    /// UTF-8 bytes from which a text's lines are kept.
    static let minimumBytes = 4096

    /// What the graph's layouts count of their text work (tests), nil for
    /// nothing counted; every text node of the graph reports to it.
    var meter: TextMeter?

    private var current: [Key: Lines] = [:]
    private var previous: [Key: Lines] = [:]

    /// The lines for `key`: kept ones (equal text, possibly another copy of
    /// it), else `make()`'s, kept for this pass and the next.
    func lines(_ key: Key, make: () -> Lines) -> Lines {
        if let kept = current[key] { return kept }
        let lines = previous.removeValue(forKey: key) ?? make()
        current[key] = lines
        return lines
    }

    /// Starts a pass: the last pass's lines stay for it; older ones go.
    func beginPass() {
        guard !current.isEmpty || !previous.isEmpty else { return }
        previous = current
        current = [:]
    }
}
