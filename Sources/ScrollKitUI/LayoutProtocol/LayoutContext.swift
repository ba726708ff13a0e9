/// What the subviews of one layout call share: the environment of the
/// pass and, while the container is placed, the frame given to each
/// subview (root coordinates, nil until placed).
final class LayoutContext {
    let env: LayoutEnvironment
    private(set) var frames: [CGRect?]

    /// A context for sizing (nothing is placed).
    init(_ env: LayoutEnvironment) {
        self.env = env
        self.frames = []
    }

    /// A context for placing `count` subviews.
    init(_ env: LayoutEnvironment, placing count: Int) {
        self.env = env
        self.frames = Array(repeating: nil, count: count)
    }

    /// Records subview `index`'s frame; ignored while sizing.
    func place(_ index: Int, in frame: CGRect) {
        if index < frames.count { frames[index] = frame }
    }
}
