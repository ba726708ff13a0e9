/// A navigation stack showing its root only, as SwiftUI's
/// `NavigationStack` without pushes: a plain title bar above the content
/// with the title set by `.navigationTitle` inside. iOS's heights: an
/// inline bar is 44 points with the title in `.headline`, centred; a large
/// title bar (the default) is 96 points, the title in `.largeTitle` bold at
/// 16 points from the leading edge, its line box 8 points above the bar's
/// bottom. A large title collapses to the inline one as the content
/// scrolls, and the content reaches up under the bar (`LargeTitleBarNode`);
/// without a title there is no bar.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// The collapsed bar's background (iOS's bar material, opaque here:
    /// systemBackground's light and dark values) and its bottom hairline
    /// (iOS's bar shadow colour, black at 30 %, over white and black).
    static var barBackground: Color { Color(lightHex: 0xF9F9F9, darkHex: 0x1D1D1D) }
    static var barHairline: Color { Color(lightHex: 0xB3B3B3, darkHex: 0x4D4D4D) }

    /// The bar's height: large title, inline.
    static var barHeights: (large: CGFloat, inline: CGFloat) { (96, 44) }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let saved = (state.navigationTitle, state.collectsNavigationTitle)
        (state.navigationTitle, state.collectsNavigationTitle) = (nil, true)
        let content = resolveSingle(root, env, state)
        let title = state.navigationTitle
        (state.navigationTitle, state.collectsNavigationTitle) = saved
        let filled = FlexibleFrameNode(
            child: content, horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: nil, max: .infinity),
            alignment: .top)
        guard let title, !title.text.isEmpty, title.isHidden != true else { return [.node(filled)] }
        var barEnv = env
        barEnv.stackAxis = nil
        let bar: LayoutNode
        if title.isInline {
            bar = resolveSingle(
                Text(title.text).font(.headline).frame(maxWidth: .infinity).frame(height: Self.barHeights.inline), barEnv, state)
        } else {
            let large = resolveSingle(
                Text(title.text).font(.largeTitle.bold()).lineLimit(1).padding(.horizontal, 16).frame(maxWidth: .infinity, alignment: .leading),
                barEnv, state)
            let inline = resolveSingle(
                Text(title.text).font(.headline).frame(maxWidth: .infinity).frame(height: Self.barHeights.inline), barEnv, state)
            return [
                .node(LargeTitleBarNode(
                    content: filled, large: large, inline: inline,
                    background: resolveSingle(Self.barBackground, barEnv, state), hairline: resolveSingle(Self.barHairline, barEnv, state)))
            ]
        }
        return [.node(StackNode(axis: .vertical, alignment: 0.5, spacing: 0, children: [bar, filled]))]
    }
}
