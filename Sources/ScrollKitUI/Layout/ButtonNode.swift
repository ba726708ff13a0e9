/// `Button`: laid out as its label; when placed, its frame cut to what is
/// visible is recorded with the action (`ViewLayout.tap(at:)`).
final class ButtonNode: WrapperNode {
    let action: () -> Void

    init(child: LayoutNode, action: @escaping () -> Void) {
        self.action = action
        super.init(child: child)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let hit = frame.intersection(env.visible)
        if !hit.isNull, hit.width > 0, hit.height > 0 { out.scroll.buttons.append(ButtonHit(frame: hit, action: action)) }
        child.place(in: frame, env, out)
    }
}
