/// Finds the known name closest to a misspelt one, for "did you mean …?" hints.
public enum NameSuggestion {
    /// The candidate nearest to `word` by edit distance (case-insensitive), if
    /// it is near enough: at most max(2, ⌊length/3⌋) edits, or one is a prefix
    /// of the other (3 characters or more). Ties go to the earlier candidate.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        // A name longer than any known one by far is no misspelling (and the
        // edit distance looks at the first 64 scalars only).
        guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let c = candidate.lowercased()
            let d = distance(lowered, c)
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        guard let best else { return nil }
        let limit = max(2, lowered.count / 3)
        if best.distance <= limit { return best.name }
        if lowered.count >= 3 {
            return candidates.first { $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) }
        }
        return nil
    }

    /// Levenshtein distance over Unicode scalars (inputs are short names;
    /// anything over 64 scalars is compared by its first 64).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars.prefix(64)), y = Array(b.unicodeScalars.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// `" (did you mean \"x\"?)"` or, with no near name, `"; known: a, b, c"`
    /// when the list is short enough to print (≤ 20 names), else "".
    /// With `listedBy` (a command that prints the names, e.g. `playground
    /// list`), a list longer than 8 names is not printed but pointed to:
    /// `"; 'playground list' shows the 20 names"`.
    public static func hint(for word: String, in candidates: [String], listedBy: String? = nil) -> String {
        if let near = closest(to: word, in: candidates) { return " (did you mean \"\(near)\"?)" }
        if let listedBy, candidates.count > 8 { return "; '\(listedBy)' shows the \(candidates.count) names" }
        if candidates.count <= 20, !candidates.isEmpty { return "; known: " + candidates.joined(separator: ", ") }
        return ""
    }
}
