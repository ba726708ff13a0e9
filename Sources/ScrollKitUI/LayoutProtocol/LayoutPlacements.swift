/// The frames a container gave its subviews while it was placed (root
/// coordinates, nil until placed; the last call for a subview wins).
final class LayoutPlacements {
    private(set) var frames: [CGRect?]

    init(count: Int) {
        frames = Array(repeating: nil, count: count)
    }

    /// Forgets every frame, for the container's next placing.
    func reset() {
        for i in frames.indices { frames[i] = nil }
    }

    func place(_ index: Int, in frame: CGRect) {
        if index < frames.count { frames[index] = frame }
    }
}
