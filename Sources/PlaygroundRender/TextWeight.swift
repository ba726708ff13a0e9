/// The weight of drawn text: regular, or semibold (iOS's status bar clock,
/// headings, `.headline`).
package enum TextWeight: Hashable, Sendable {
    case regular
    case semibold
}
