/// The distinct packed colours of a run of pixels, in order of first
/// appearance, up to `limit`, with how many pixels have each; past the limit
/// only `overflowed` is set.
struct GIFColorSet {
    let limit: Int
    private(set) var keys: [UInt32] = []
    /// `counts[i]` = pixels of colour `keys[i]` inserted so far.
    private(set) var counts: [Int] = []
    private(set) var overflowed = false
    private var map: ColorIndexMap
    private var last: UInt32
    private var lastSlot = -1

    init(limit: Int) {
        self.limit = limit
        map = ColorIndexMap(capacity: limit)
        last = 0
        keys.reserveCapacity(limit)
        counts.reserveCapacity(limit)
    }

    /// A set holding `keys` (distinct, at most `limit`) with `counts`, as
    /// if their pixels had been inserted in that order of first appearance.
    init(limit: Int, keys: [UInt32], counts: [Int]) {
        precondition(keys.count == counts.count && keys.count <= limit, "one count per key, within the limit")
        self.init(limit: limit)
        for (slot, key) in keys.enumerated() { map.set(slot, forRawPixel: key) }
        self.keys = keys
        self.counts = counts
    }

    /// Counts one pixel of colour `key`; returns its slot (the index of
    /// `key` in `keys`), or -1 once the set has overflowed.
    @inline(__always) @discardableResult
    mutating func insert(_ key: UInt32) -> Int {
        if lastSlot >= 0 && key == last {
            counts[lastSlot] += 1
            return lastSlot
        }
        if overflowed { return -1 }
        last = key
        if let slot = map.index(ofRawPixel: key) {
            lastSlot = slot
            counts[slot] += 1
            return slot
        }
        if keys.count == limit {
            overflowed = true
            lastSlot = -1
            return -1
        }
        lastSlot = keys.count
        map.set(keys.count, forRawPixel: key)
        keys.append(key)
        counts.append(1)
        return lastSlot
    }

    /// The keys ordered by descending count, first appearance breaking ties
    /// (deterministic): the most used colours get the lowest palette indices.
    var keysByFrequency: [UInt32] {
        keys.indices.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }.map { keys[$0] }
    }
}
