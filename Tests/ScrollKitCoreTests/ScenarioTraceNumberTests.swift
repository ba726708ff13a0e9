import Testing
@testable import ScrollKitCore

/// Message numbers: like the trace's, and safe for any Double (the trace's
/// formatter is only meant for the engine's bounded values).
@Suite struct ScenarioTraceNumberTests {
    @Test func messageNumbersAreStableAndNeverTrap() {
        #expect(ScenarioFormat.number(390) == "390")
        #expect(ScenarioFormat.number(-168.22351) == "-168.2235")
        #expect(ScenarioFormat.number(1e300) == "1e+300")
        #expect(ScenarioFormat.number(-2e15) == "-2000000000000000")
        #expect(ScenarioFormat.number(1e16) == "1e+16")
        #expect(ScenarioFormat.number(-0.0) == "0")
        #expect(ScenarioFormat.number(.nan) == "nan")
        #expect(ScenarioFormat.number(-.infinity) == "-infinity")
        #expect(ScenarioFormat.number(999_999_999_999.5, decimals: 6) == "999999999999.5")
        #expect(ScenarioFormat.number(123_456_789.125, decimals: 6) == "123456789.125")
    }

    @Test func shownValuesNameTheirKind() throws {
        let value = try JSONParser.parse(#"[{"a": 1}, "x", true, null, [1, 2], [1, "a"], "\#(String(repeating: "y", count: 50))"]"#)
        let shown = value.array!.map(ScenarioFormat.shown)
        #expect(shown == ["an object", "\"x\"", "true", "null", "[1, 2]", "an array of 2",
                          "\"" + String(repeating: "y", count: 40) + "…\""])
    }
}
