/// A container that sizes and places its subviews, as SwiftUI's `Layout`
/// (iOS 16). The engine runs every layout in the same three steps: the
/// parent proposes a size (`sizeThatFits(proposal:…)` is asked, as often as
/// the parent likes, for the size the container chooses), then places the
/// container in a rectangle of the size it chose (`placeSubviews(in:…)`,
/// which calls `LayoutSubview.place(at:anchor:proposal:)` once per subview).
///
/// `HStack`, `VStack`, `ZStack`, `.frame` and `.padding` are layouts of
/// this kind too (`HStackLayout`, `VStackLayout`, `ZStackLayout`, and the
/// internal frame and padding layouts), so a user's layout and the built-in
/// ones share one engine (`LayoutAdapterNode`).
///
/// Use a layout as a view: `MyFlowLayout { Text("a"); Text("b") }`.
public protocol Layout {
    /// Cached values shared by the calls of one layout pass (`Void` by default).
    associatedtype Cache = Void
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of the container: a stack's orientation.
    static var layoutProperties: LayoutProperties { get }

    /// The size the container chooses for `proposal`, points. Never
    /// negative; it may be asked many times with different proposals.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview inside `bounds` (root coordinates, points),
    /// whose size is one this layout chose for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The cache for `subviews`, made once per container and pass before
    /// any other call.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes `cache` when the subviews change. Each layout pass makes
    /// its containers anew (with a new cache), so the engine never calls it.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the container prefers around itself when it sits in a stack.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's own position of `guide`, nil for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// The container's own position of `guide`, nil for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}
