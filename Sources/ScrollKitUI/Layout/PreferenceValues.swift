/// The preference values one subtree produced, by key type. A key that no
/// view in the subtree set is absent (not its default), so `reduce` is
/// called only between subtrees that set it, in tree order, as SwiftUI does.
struct PreferenceValues {
    struct Entry {
        var value: Any
        /// `K.reduce` with the accumulated value and the next one.
        let reduce: (inout Any, Any) -> Void
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    /// The value of `K`, nil when no view set it.
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(key)]?.value as? K.Value
    }

    /// Sets `K` to `value`, replacing what the subtree below set.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { acc, next in
            var v = acc as! K.Value
            K.reduce(value: &v) { next as! K.Value }
            acc = v
        }
    }

    /// Adds the values of a later sibling subtree: keys both set are
    /// reduced (this one's value first), others are taken as they are.
    mutating func merge(_ later: PreferenceValues) {
        for (id, entry) in later.entries {
            if var mine = entries[id] {
                mine.reduce(&mine.value, entry.value)
                entries[id] = mine
            } else {
                entries[id] = entry
            }
        }
    }
}
