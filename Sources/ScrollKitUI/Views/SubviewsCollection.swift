/// The views of a view's content, as SwiftUI's `SubviewsCollection`: one
/// `Subview` per view it resolves to, in order. A `ForEach` inside gives
/// its views one at a time as they are asked for, so a lazy stack over
/// `ForEach(subviews:)` still builds only what it shows.
public struct SubviewsCollection: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int

    let sources: [ChildSource]
    /// The index of each source's first view; the last entry is the count.
    private let starts: [Int]

    init(_ sources: [ChildSource]) {
        self.sources = sources
        var starts = [0]
        for source in sources { starts.append(starts[starts.count - 1] + source.count) }
        self.starts = starts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts[starts.count - 1] }

    public subscript(position: Int) -> Subview {
        precondition(position >= 0 && position < endIndex, "subview index \(position) out of 0..<\(endIndex)")
        var lo = 0
        var hi = sources.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= position { lo = mid } else { hi = mid - 1 }
        }
        switch sources[lo] {
        case .node(let node): return Subview(id: Subview.ID(index: position), node: node)
        case .lazy(_, let make): return Subview(id: Subview.ID(index: position), node: make(position - starts[lo]))
        }
    }
}
