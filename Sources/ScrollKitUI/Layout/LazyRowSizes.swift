/// The sizes a lazy stack measured its rows at, kept from one layout of a
/// `ViewGraph` to the next (`LazyRowCache.sizes`), so rows it has built
/// keep their measured places after they scroll out of sight, as SwiftUI
/// keeps the sizes of the rows it has created.
///
/// Sizes are in points, by flat row index, per cross-axis proposal (a row
/// measured at another width would have another height). A kept size is
/// only an estimate for a row not built in the pass: a row that is built
/// is measured again and its new size replaces the kept one. The rows'
/// indices are kept sorted so a run can take its own in order.
final class LazyRowSizes {
    /// The sizes measured at one cross-axis proposal.
    final class Table {
        /// Size by flat row index.
        private(set) var sizes: [Int: CGSize] = [:]
        /// The keys of `sizes`, ascending.
        private(set) var order: [Int] = []

        /// Records row `index`'s measured `size`.
        func record(_ index: Int, _ size: CGSize) {
            if sizes.updateValue(size, forKey: index) == nil {
                order.insert(index, at: Self.lowerBound(order, index))
            }
        }

        /// The first position in ascending `list` whose value is not below `value`.
        static func lowerBound(_ list: [Int], _ value: Int) -> Int {
            var lo = 0, hi = list.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if list[mid] < value { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }

    /// The rows per run of the stack the sizes belong to; another stack at
    /// the same place (other counts) starts afresh.
    let signature: [Int]
    private var tables: [CGFloat: Table] = [:]

    init(signature: [Int] = []) {
        self.signature = signature
    }

    /// The sizes measured at cross-axis proposal `cross` (nil: unspecified).
    func table(_ cross: CGFloat?) -> Table {
        let key = cross ?? -.infinity
        if let t = tables[key] { return t }
        let t = Table()
        tables[key] = t
        return t
    }
}
