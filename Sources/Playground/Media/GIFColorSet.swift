/// The distinct packed colours of a run of pixels, in order of first
/// appearance, up to `limit`; past that only `overflowed` is set.
struct GIFColorSet {
    let limit: Int
    private(set) var keys: [UInt32] = []
    private(set) var overflowed = false
    private var map: ColorIndexMap
    private var last: UInt32
    private var hasLast = false

    init(limit: Int) {
        self.limit = limit
        map = ColorIndexMap(capacity: limit)
        last = 0
        keys.reserveCapacity(limit)
    }

    @inline(__always)
    mutating func insert(_ key: UInt32) {
        if hasLast && key == last { return }
        last = key
        hasLast = true
        if overflowed || map.index(ofRawPixel: key) != nil { return }
        if keys.count == limit {
            overflowed = true
            return
        }
        map.set(keys.count, forRawPixel: key)
        keys.append(key)
    }
}
