/// A `List`'s section as iOS draws it in `look` (`ListLook`): its header,
/// each row and its footer become list pieces (`ListPieceNode`), siblings
/// in the list's lazy stack, so a long section still builds only the rows
/// it shows.
///
/// Grouped: the header in gray caption-case footnote text, aligned with
/// the rows' text, `sectionSpacing` above it and `captionGap` under it;
/// each row on the section's card (its first row with the card's top
/// corners, its last with the bottom ones); the footer in gray footnote
/// text `captionGap` under the card. Plain: the header on a band the
/// width of the list (it pins, as iOS's plain headers do), rows edge to
/// edge. Either way a row is at least `rowMinHeight` tall with a hairline
/// separator under it from the text's leading edge to the card's (list's)
/// trailing edge, except under a section's last row.
struct ListSectionStyle {
    let look: ListLook

    /// The pieces of a section with `header`, `rows` and `footer` (already
    /// resolved; empty when the section has none).
    func pieces(header: [ChildSource], rows: [ChildSource], footer: [ChildSource], _ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let section = SectionIdentity()
        var out: [ChildSource] = []
        if let node = Self.single(header) {
            out.append(.node(ListPieceNode(child: SectionMarkNode(child: headerNode(node, env, state), role: .header, section: section))))
        }
        out += self.rows(rows, spacedAbove: header.isEmpty, env, state)
        if let node = Self.single(footer) {
            out.append(.node(ListPieceNode(child: SectionMarkNode(child: footerNode(node, env, state), role: .footer, section: section))))
        }
        return out
    }

    /// `rows` styled as one section's rows: the first with the section's
    /// spacing above it when `spacedAbove` (a grouped section without a
    /// header). A row that is already a list piece (a `Section` made by a
    /// `ForEach` among the list's loose rows) is left as it is.
    func rows(_ rows: [ChildSource], spacedAbove: Bool, _ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let total = rows.reduce(0) { $0 + $1.count }
        var start = 0
        return rows.map { source in
            defer { start += source.count }
            let first = start
            switch source {
            case .node(let node):
                return .node(row(node, index: first, of: total, spacedAbove: spacedAbove, env, state))
            case .lazy(let n, let make):
                return .lazy(count: n, make: { row(make($0), index: first + $0, of: total, spacedAbove: spacedAbove, env, state) })
            }
        }
    }

    /// One row at `index` of `total` in its section.
    func row(_ node: LayoutNode, index: Int, of total: Int, spacedAbove: Bool, _ env: ViewEnvironment, _ state: ResolveState) -> LayoutNode {
        if node.isListPiece { return node }
        let first = index == 0
        let last = index == total - 1
        let radius = look.cornerRadius
        let content = Subview(id: Subview.ID(index: index), node: node)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, look.isGrouped ? ListLook.cardTextInset : ListLook.margin)
            .padding(.vertical, ListLook.rowVerticalInset)
            .frame(minHeight: ListLook.rowMinHeight)
        let separated = Self.separated(content, inset: look.isGrouped ? ListLook.cardTextInset : ListLook.margin, shown: !last)
        let styled: LayoutNode
        if look.isGrouped {
            let card = UnevenRoundedRectangle(
                topLeadingRadius: first ? radius : 0, bottomLeadingRadius: last ? radius : 0,
                bottomTrailingRadius: last ? radius : 0, topTrailingRadius: first ? radius : 0)
            func placed(_ row: some View) -> LayoutNode {
                resolveSingle(
                    row.padding(.horizontal, look.cardInset).padding(.top, first && spacedAbove ? ListLook.sectionSpacing : 0),
                    env, state)
            }
            styled = look.cardFill.map { placed(separated.background($0, in: card)) } ?? placed(separated)
        } else {
            styled = resolveSingle(separated, env, state)
        }
        return ListPieceNode(child: styled)
    }

    /// `view` with a hairline at its bottom from `inset` to its trailing edge when `shown`.
    static func separated<V: View>(_ view: V, inset: CGFloat, shown: Bool) -> some View {
        view.overlay(alignment: .bottom) {
            if shown {
                Rectangle().fill(SeparatorShapeStyle()).frame(height: Divider.thickness).padding(.leading, inset)
            }
        }
    }

    private func headerNode(_ node: LayoutNode, _ env: ViewEnvironment, _ state: ResolveState) -> LayoutNode {
        let text = Subview(id: Subview.ID(index: 0), node: node).frame(maxWidth: .infinity, alignment: .leading)
        if look.isGrouped {
            return resolveSingle(
                text.padding(.horizontal, look.textInset).padding(.bottom, ListLook.captionGap).padding(.top, ListLook.sectionSpacing),
                env, state)
        }
        return resolveSingle(
            text.padding(.horizontal, ListLook.margin).padding(.vertical, ListLook.bandPadding).background(ListLook.bandFill),
            env, state)
    }

    private func footerNode(_ node: LayoutNode, _ env: ViewEnvironment, _ state: ResolveState) -> LayoutNode {
        let text = Subview(id: Subview.ID(index: 0), node: node).frame(maxWidth: .infinity, alignment: .leading)
        if look.isGrouped {
            return resolveSingle(text.padding(.horizontal, look.textInset).padding(.top, ListLook.captionGap), env, state)
        }
        return resolveSingle(text.padding(.horizontal, ListLook.margin).padding(.vertical, ListLook.bandPadding), env, state)
    }

    /// The environment a header (`isHeader`) or footer is resolved in: gray
    /// footnote text, a grouped header's uppercased; a plain header's in
    /// the headline font and the primary colour. What the view sets itself wins.
    func captionEnvironment(_ env: ViewEnvironment, isHeader: Bool) -> ViewEnvironment {
        var caption = env
        caption.listSection = nil
        caption.stackAxis = .vertical
        (caption.stackAlignment, caption.stackSpacing) = (0, nil)
        if isHeader && !look.isGrouped {
            caption.font = .headline
            return caption
        }
        caption.font = .footnote
        caption.foreground = AnyShapeStyle(Color.secondary)
        if isHeader { caption.textCase = .uppercase }
        return caption
    }

    /// `sources` as one node (several stacked), nil when there are none.
    static func single(_ sources: [ChildSource]) -> LayoutNode? {
        let nodes = ChildSource.expand(sources)
        if nodes.isEmpty { return nil }
        return nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, alignment: 0, spacing: nil, children: nodes)
    }
}
