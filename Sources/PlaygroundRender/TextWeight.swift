/// The weight of drawn text: regular, or semibold (iOS's status bar clock,
/// headings, `.headline`).
enum TextWeight: Hashable, Sendable {
    case regular
    case semibold
}
