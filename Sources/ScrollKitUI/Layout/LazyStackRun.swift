/// One run of a lazy stack's rows as placed (`LazyStackNode`): a
/// `ForEach`'s rows, or one other view. Rows measured (in this pass or an
/// earlier one, `LazyRowSizes`) sit at their measured lengths; rows not
/// yet built are assumed as long as the run's first row. Row `i` starts at
/// the sum of the lengths of rows `0 ..< i` plus `i` spacings, as SwiftUI's
/// lazy stacks place the rows they have created one after another.
struct LazyStackRun {
    let axis: Axis
    /// Where the run's first row starts along the axis, points from the
    /// stack's origin.
    var start: CGFloat
    /// The size of the run's first row: the estimate of rows not built.
    var first: CGSize
    /// Points between one row's end and the next's start.
    var spacing: CGFloat
    /// The first row's flat index, and the number of rows.
    var index: Int
    var count: Int
    /// Measured sizes, by flat index.
    private let sizes: [Int: CGSize]
    /// Rows (numbered in the run) measured at another length than `first`,
    /// ascending, and the running sum of their differences from it:
    /// `excess[k]` is the sum over `longer[0 ..< k]` (`count + 1` entries).
    private var longer: [Int] = []
    private var excess: [CGFloat] = [0]

    init(axis: Axis, start: CGFloat, first: CGSize, spacing: CGFloat, index: Int, count: Int, measured: LazyRowSizes.Table) {
        self.axis = axis
        self.start = start
        self.first = first
        self.spacing = spacing
        self.index = index
        self.count = count
        sizes = measured.sizes
        let order = measured.order
        var k = LazyRowSizes.Table.lowerBound(order, index)
        while k < order.count, order[k] < index + count {
            let delta = sizes[order[k]]![axis] - first[axis]
            if delta != 0 {
                longer.append(order[k] - index)
                excess.append(excess[excess.count - 1] + delta)
            }
            k += 1
        }
    }

    /// The estimated distance from one row to the next (first row's length + spacing).
    var pitch: CGFloat { first[axis] + spacing }

    /// Row `i`'s start, points from the run's start (`i` up to `count`).
    func offset(_ i: Int) -> CGFloat {
        CGFloat(i) * pitch + excess[LazyRowSizes.Table.lowerBound(longer, i)]
    }

    /// Row `i`'s size: measured, else the estimate.
    func size(_ i: Int) -> CGSize { sizes[index + i] ?? first }

    /// The run's length with a spacing after its last row.
    var total: CGFloat { offset(count) }

    /// The first row whose end plus spacing passes `lo` (points from the
    /// run's start), `count` when none does. Needs `pitch > 0`.
    func firstRow(after lo: CGFloat) -> Int {
        var a = 0, b = count
        while a < b {
            let mid = (a + b) / 2
            if offset(mid + 1) > lo { b = mid } else { a = mid + 1 }
        }
        return a
    }
}
