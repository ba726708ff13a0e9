/// The order of a GIF's global colour table, chosen once every image that
/// uses it is known, so that each image's indices are as low as they can
/// be and its LZW codes as narrow (an image's minimum code size is set by
/// its largest index: 32 colours at indices 0…31 take 6-bit codes at
/// first, the same colours spread up to index 127 take 8-bit ones).
///
/// The order: colours by how many images need them, most first (gifsicle
/// orders its global table so too), ties by their old index; colours no
/// image writes are dropped. Each image's transparent index becomes the
/// lowest index none of its colours takes.
///
/// Only which power-of-two range a colour lands in matters to an image,
/// not its place inside it; trading colours across those boundaries
/// (local search on the exact sizes) was measured to gain 0.03 % on the
/// 1280×800 bench recording, not worth its time at `finish`.
struct GIFGlobalTableOrder {
    /// One image in the global table, as its LZW data tells.
    struct Image {
        /// The old global indices of its colours (the transparent one excluded).
        var colors: [Int]
        /// Its old transparent index, when it has one.
        var transparentIndex: Int?
        /// Whether its data writes the transparent index.
        var writesTransparent: Bool
    }

    /// `order[new]` = the old index placed at `new`.
    let order: [Int]
    /// `newIndex[old]` = where old index `old` goes (nil: dropped, no image writes it).
    let newIndex: [Int?]

    /// The order for `images` over a table of `colorCount` old entries.
    init(colorCount: Int, images: [Image]) {
        var needs = [Int](repeating: 0, count: colorCount)
        for image in images {
            for c in image.colors where c < colorCount { needs[c] += 1 }
        }
        let order = (0..<colorCount).filter { needs[$0] > 0 }
            .sorted { needs[$0] != needs[$1] ? needs[$0] > needs[$1] : $0 < $1 }
        var newIndex = [Int?](repeating: nil, count: colorCount)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        self.order = order
        self.newIndex = newIndex
    }

    /// An image's labels under this order (256 entries: root code k is
    /// written as `labels[k]`; entries of indices it does not write are 0),
    /// its new transparent index (the lowest new index none of its colours
    /// takes) and its new minimum code size (sized by its colours' new
    /// indices, and the transparent one when its data writes it).
    func relabel(_ image: Image) -> (labels: [UInt8], transparentIndex: Int?, minCodeSize: Int) {
        var labels = [UInt8](repeating: 0, count: 256)
        var taken = [Bool](repeating: false, count: 257)
        var largest = 0
        for c in image.colors {
            let new = newIndex[c]!
            labels[c] = UInt8(new)
            taken[new] = true
            largest = max(largest, new)
        }
        var transparent: Int?
        if let old = image.transparentIndex {
            let new = taken.firstIndex(of: false)!
            transparent = new
            labels[old] = UInt8(truncatingIfNeeded: new)
            if image.writesTransparent { largest = max(largest, new) }
        }
        return (labels, transparent, GIFLZWEncoder.minCodeSize(forMaxIndex: largest))
    }

    /// An image's labels in a local table of its own colours alone (in
    /// their old order, then the transparent index): never wider codes
    /// than its old ones, so its data always transcodes. `entries` is the
    /// table's size (a power of two ≥ 2).
    static func localRelabel(_ image: Image) -> (labels: [UInt8], transparentIndex: Int?, minCodeSize: Int, entries: Int) {
        var labels = [UInt8](repeating: 0, count: 256)
        for (new, old) in image.colors.enumerated() { labels[old] = UInt8(new) }
        var largest = max(0, image.colors.count - 1)
        var transparent: Int?
        if let old = image.transparentIndex {
            transparent = image.colors.count
            labels[old] = UInt8(truncatingIfNeeded: image.colors.count)
            if image.writesTransparent { largest = image.colors.count }
        }
        let entries = image.colors.count + (transparent == nil ? 0 : 1)
        return (labels, transparent, GIFLZWEncoder.minCodeSize(forMaxIndex: largest), 2 << GIFEncoder.tableSizeField(entries: entries))
    }
}
