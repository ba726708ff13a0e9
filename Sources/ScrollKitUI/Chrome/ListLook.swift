/// How a `List` or `Form` draws its rows and sections: iOS's plain look or
/// its grouped looks, with iOS's metrics (docs/views.md, "Lists and forms",
/// gives each number's source). Chosen by `.listStyle` (a `Form` is always
/// inset-grouped, as on iOS); `.automatic` is inset-grouped, iOS's default
/// for a `List` since iOS 15.
struct ListLook: Equatable {
    /// Cards on a gray background (inset-grouped, grouped), or rows edge to
    /// edge on the view's background with header bands (plain).
    var isGrouped: Bool
    /// Points between the list's sides and a section's card (0: edge to edge).
    var cardInset: CGFloat
    /// The radius of a card's corners, points.
    var cornerRadius: CGFloat
    /// What the list is drawn on (grouped looks), nil: the view's own
    /// background shows through.
    var background: Color? = ListLook.groupedBackground
    /// A card's fill (grouped looks), nil: none.
    var cardFill: Color? = ListLook.cardFill

    static let plain = ListLook(isGrouped: false, cardInset: 0, cornerRadius: 0, background: nil, cardFill: nil)
    static let insetGrouped = ListLook(isGrouped: true, cardInset: ListLook.margin, cornerRadius: 10)
    static let grouped = ListLook(isGrouped: true, cardInset: 0, cornerRadius: 0)
    /// `.inset`: the inset-grouped geometry (rows and separators inset by
    /// the margin, sections apart) on the view's own background, with no
    /// gray and no card fill, so its rows read as a plain list set in from
    /// both sides.
    static let inset = ListLook(isGrouped: true, cardInset: ListLook.margin, cornerRadius: 10, background: nil, cardFill: nil)

    /// iOS's layout margin on a 390–430 pt wide iPhone, points: plain rows'
    /// text inset, an inset-grouped card's inset.
    static let margin: CGFloat = 20
    /// The text inset inside an inset-grouped card, points.
    static let cardTextInset: CGFloat = 16
    /// iOS's default minimum row height (`defaultMinListRowHeight`), points.
    static let rowMinHeight: CGFloat = 44
    /// Space above and below a row's content, points: a 31-pt `Toggle` or
    /// a 22-pt line of body text then makes iOS's 44-pt row.
    static let rowVerticalInset: CGFloat = 6
    /// The space between grouped sections (above each, below the last), points.
    static let sectionSpacing: CGFloat = 35
    /// Space between a grouped header's text and its card, and between a
    /// card and its footer's text, points.
    static let captionGap: CGFloat = 7
    /// A plain header band's vertical padding and minimum height, points.
    static let bandPadding: CGFloat = 6
    static let bandMinHeight: CGFloat = 28

    /// The leading inset of a row's text from the list's leading edge, points:
    /// where its separator starts.
    var textInset: CGFloat { isGrouped ? cardInset + ListLook.cardTextInset : ListLook.margin }

    /// The list's background (grouped: `systemGroupedBackground`).
    static let groupedBackground = Color(lightHex: 0xF2F2F7, darkHex: 0x000000)
    /// A card's fill (`secondarySystemGroupedBackground`).
    static let cardFill = Color(lightHex: 0xFFFFFF, darkHex: 0x1C1C1E)
    /// A plain header band's fill (`secondarySystemBackground`).
    static let bandFill = Color(lightHex: 0xF2F2F7, darkHex: 0x1C1C1E)

    /// The look `.listStyle(style)` asks for; nil for a style drawn as
    /// another (noted as approximated).
    static func of(_ style: some ListStyle) -> ListLook? {
        switch style {
        case is PlainListStyle: .plain
        case is InsetGroupedListStyle, is DefaultListStyle: .insetGrouped
        case is GroupedListStyle: .grouped
        default: nil
        }
    }
}
