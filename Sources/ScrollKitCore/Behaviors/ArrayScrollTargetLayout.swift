/// Scroll targets given as a list of frames (the probe's `targets`, tests):
/// kept sorted by leading edge on `axis`, so `firstTarget(atOrAfter:on:)` is
/// a binary search.
///
/// Invariants: `frames` holds only finite frames, sorted by `min(axis)`;
/// frames with equal leading edges keep their input order.
public struct ArrayScrollTargetLayout: ScrollTargetLayout {
    /// The axis the frames are sorted on.
    public let axis: Axis
    /// The frames, sorted by leading edge on `axis`.
    public let frames: [Rect]

    /// Sorts `frames` by leading edge on `axis`. Frames with a non-finite
    /// coordinate or size are dropped (they can be neither sorted nor reached).
    public init(frames: [Rect], axis: Axis) {
        self.axis = axis
        let usable = frames.enumerated().filter { _, r in
            r.origin.isFinite && r.size.width.isFinite && r.size.height.isFinite
        }
        self.frames = usable.sorted { a, b in
            let ea = a.element.min(axis), eb = b.element.min(axis)
            return ea != eb ? ea < eb : a.offset < b.offset
        }.map(\.element)
    }

    public var targetCount: Int { frames.count }

    public func targetFrame(at index: Int) -> Rect { frames[index] }

    /// A lower bound by binary search on `axis` (O(log n)). Asked about the
    /// other axis, on which the frames are not sorted, it answers by a linear
    /// scan for the first frame (in sorted order) whose edge is ≥ `position`.
    public func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard axis == self.axis else {
            return frames.firstIndex { $0.min(axis) >= position } ?? frames.count
        }
        if position.isNaN { return frames.count }
        var lo = 0, hi = frames.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if frames[mid].min(axis) < position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
