/// The one style of the playground's messages on standard error.
///
/// Errors start with `Error: `, the prefix swift-argument-parser prints for
/// usage errors (`ValidationError`), so a bad option value and a bad file
/// read alike. Values echoed in a message are cut (`cut`): a message stays
/// one readable line whatever was typed (a 120 KB `--lanes` value is not
/// echoed whole).
package enum PlaygroundMessage {
    /// The prefix of every error line.
    static let errorPrefix = "Error: "

    /// `Error: MESSAGE`, the message as given (cut its values with `cut`).
    package static func error(_ message: String) -> String {
        errorPrefix + message
    }

    /// At most `limit` characters of `value`: longer values keep their first
    /// `limit` characters and say how long they were, e.g.
    /// `paging,paging,pag… (120000 characters)`.
    package static func cut(_ value: String, limit: Int = 60) -> String {
        guard value.count > limit else { return value }
        return String(value.prefix(max(1, limit))) + "… (\(value.count) characters)"
    }
}
