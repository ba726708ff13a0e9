import Foundation

extension Text {
    /// How `Text(date, style:)` shows a date.
    public enum DateStyle: Sendable { case time, date, relative, offset, timer }

    /// A date as iOS shows it in the en_US locale (`.time`: "9:41 AM",
    /// `.date`: "June 5, 2024"; the relative styles as a time).
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = style == .date ? .long : .none
        formatter.timeStyle = style == .date ? .none : .short
        self.init(verbatim: formatter.string(from: date))
    }
}
