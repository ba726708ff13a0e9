/// What the subviews of one layout call share: the environment of the
/// pass and, while the container is placed, where the frames given to the
/// subviews go. A value, so sizing (the frequent call) allocates nothing.
struct LayoutContext {
    let env: LayoutEnvironment
    let placements: LayoutPlacements?

    /// A context for sizing (nothing is placed).
    init(_ env: LayoutEnvironment) {
        self.env = env
        self.placements = nil
    }

    /// A context for placing `placements`' subviews.
    init(_ env: LayoutEnvironment, placing placements: LayoutPlacements) {
        self.env = env
        self.placements = placements
    }

    /// Records subview `index`'s frame; ignored while sizing.
    func place(_ index: Int, in frame: CGRect) {
        placements?.place(index, in: frame)
    }
}
