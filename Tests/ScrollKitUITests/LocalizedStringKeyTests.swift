import Testing
import Foundation
@testable import ScrollKitUI

/// A string literal given to `Text` is a `LocalizedStringKey`, and its
/// interpolations print as SwiftUI prints them: a number through the C
/// format of its type (`Double`: `%lf`, so six decimals), through
/// `specifier:` (C's rules, round half to even on an exact binary tie), or
/// through a `FormatStyle`. The expected texts below follow those rules.
@Suite("LocalizedStringKey interpolations print as SwiftUI's") struct LocalizedStringKeyTests {
    /// `%lf` writes six decimals; `%f` gets a `Float` widened to a `Double`.
    @Test func aFloatingPointValueHasSixDecimals() {
        #expect(Text("\(2.5)").content == "2.500000")
        #expect(Text("x = \(-0.125) pt").content == "x = -0.125000 pt")
        #expect(Text("\(CGFloat(1))").content == "1.000000")
        // Float(0.1) is 0.100000001490116…: six decimals round it to 0.100000.
        #expect(Text("\(Float(0.1))").content == "0.100000")
        // 1/3 to six decimals, and 2/3 rounds up in the sixth.
        #expect(Text("\(1.0 / 3)|\(2.0 / 3)").content == "0.333333|0.666667")
    }

    /// Integers in `%lld`, `%d`, `%llu`, `%u` are their decimal digits.
    @Test func anIntegerIsItsDigits() {
        #expect(Text("Row \(42)").content == "Row 42")
        #expect(Text("\(-7)").content == "-7")
        #expect(Text("\(UInt8(255)) \(Int16(-300)) \(UInt64.max)").content == "255 -300 18446744073709551615")
    }

    /// `specifier:` is a C format: "%.1f" rounds to one decimal, 2.25 is an
    /// exact binary tie (round half to even: 2.2), 2.35 is 2.35000000000000008…
    /// in binary (2.4); "%03d" pads with zeros; "%.0f%%" writes a percent sign.
    @Test func aSpecifierIsTheCFormat() {
        #expect(Text("\(3.14159, specifier: "%.1f")").content == "3.1")
        #expect(Text("\(2.25, specifier: "%.1f") \(2.35, specifier: "%.1f")").content == "2.2 2.4")
        #expect(Text("\(7, specifier: "%03d")").content == "007")
        #expect(Text("\(99.6, specifier: "%.0f%%")").content == "100%")
        #expect(Text("\(12.0, specifier: "%g") s").content == "12 s")
    }

    /// `format:` writes as the `FormatStyle` does, as `Text(_:format:)` does.
    @Test func aFormatStyleWritesAsItDoes() {
        let us = Locale(identifier: "en_US")
        #expect(Text("\(1234.5, format: .number.locale(us))").content == "1,234.5")
        #expect(Text("\(0.25, format: .percent.locale(us))").content == "25%")
        #expect(Text("\(3.5, format: .currency(code: "USD").locale(us))").content == "$3.50")
        #expect(Text("\(0.25, format: .percent.locale(us))").content == Text(0.25, format: .percent.locale(us)).content)
    }

    /// Strings, texts and dates: as they are, and as `Text(_:style:)` shows a date.
    @Test func stringsTextsAndDates() {
        let name = "Ada"
        #expect(Text("Hello, \(name)!").content == "Hello, Ada!")
        #expect(Text("\(Text("inner")) text").content == "inner text")
        let date = Date(timeIntervalSince1970: 0)
        #expect(Text("On \(date, style: .date)").content == "On January 1, 1970")
    }

    /// A literal without interpolations is its text; a `String` value is
    /// never a key (`%` stays), as `Text(verbatim:)`.
    @Test func aStringValueIsNotAKey() {
        let format = "100% of %d"
        #expect(Text(format).content == "100% of %d")
        #expect(Text("Plain").content == "Plain")
        #expect(Text(verbatim: "%lf").content == "%lf")
        #expect(Text(LocalizedStringKey(format)).content == "100% of %d")
    }
}
