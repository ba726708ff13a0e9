/// The columns of a lazy grid (rows of a horizontal one) for a length,
/// by SwiftUI's rules: the spacing after every item but the last is taken
/// off; fixed items take their size; the flexible and adaptive items share
/// what is left equally, in order, each clamped to its [minimum, maximum]
/// and the next offered what the earlier ones left; an adaptive item's
/// share holds as many tracks of at least its minimum as fit, `n =
/// max(1, ⌊(share + s) / (minimum + s)⌋)` with its spacing s, each
/// `(share − s·(n − 1)) / n` (at most its maximum).
struct GridTracks: Equatable {
    /// Each track's start and length along the cross axis, from 0.
    var tracks: [(start: CGFloat, length: CGFloat, alignment: Alignment)]
    /// From the first track's start to the last one's end.
    var total: CGFloat

    static func == (a: GridTracks, b: GridTracks) -> Bool {
        a.total == b.total && a.tracks.map(\.start) == b.tracks.map(\.start) && a.tracks.map(\.length) == b.tracks.map(\.length)
    }

    init(items: [GridItem], length: CGFloat) {
        let gaps = items.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? StackNode.defaultSpacing) }
        var remaining = Swift.max(0, length - gaps)
        var shares = [CGFloat](repeating: 0, count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let w) = item.size {
                shares[i] = Swift.max(0, w)
                remaining -= shares[i]
            }
        }
        var flexible = items.indices.filter { if case .fixed = items[$0].size { return false } else { return true } }.count
        for (i, item) in items.enumerated() {
            let limits: (CGFloat, CGFloat)
            switch item.size {
            case .fixed: continue
            case .flexible(let lo, let hi): limits = (lo, hi)
            case .adaptive(let lo, _): limits = (lo, .infinity)
            }
            let share = Swift.min(Swift.max(Swift.max(0, remaining) / CGFloat(flexible), limits.0), limits.1)
            shares[i] = share
            remaining -= share
            flexible -= 1
        }
        var out: [(start: CGFloat, length: CGFloat, alignment: Alignment)] = []
        var position: CGFloat = 0
        for (i, item) in items.enumerated() {
            let spacing = item.spacing ?? StackNode.defaultSpacing
            let alignment = item.alignment ?? .center
            if case .adaptive(let lo, let hi) = item.size {
                // An unbounded share (an ideal size) holds one track of the minimum.
                let fit = ((shares[i] + spacing) / Swift.max(1e-9, lo + spacing)).rounded(.down)
                let n = fit.isFinite ? Swift.max(1, Int(Swift.min(fit, 100_000))) : 1
                let each = shares[i].isFinite ? Swift.min(hi, (shares[i] - spacing * CGFloat(n - 1)) / CGFloat(n)) : lo
                for k in 0..<n {
                    out.append((position, each, alignment))
                    position += each + (k + 1 < n ? spacing : 0)
                }
            } else {
                out.append((position, shares[i], alignment))
                position += shares[i]
            }
            if i + 1 < items.count { position += spacing }
        }
        tracks = out
        total = position
    }
}
