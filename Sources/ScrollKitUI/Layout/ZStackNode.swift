/// `ZStack`'s node: `ZStackLayout` run by the engine (no scroll targets or
/// ids recorded for its children, unlike `HStack`/`VStack`).
final class ZStackNode: LayoutAdapterNode<ZStackLayout> {
    init(alignment: Alignment, children: [LayoutNode]) {
        super.init(ZStackLayout(alignment: alignment), children: children, recordsChildren: false, isBuiltIn: true)
    }
}
