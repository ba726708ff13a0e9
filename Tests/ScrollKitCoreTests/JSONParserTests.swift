import Testing
@testable import ScrollKitCore

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesWithPositions() throws {
        let text = "{\n  \"a\": [1, 2.5, -3e2],\n  \"b\": {\"c\": \"x\\u00e9\"},\n  \"d\": null\n}"
        let value = try JSONParser.parse(text)
        #expect(value["a"]?.array?.map(\.number) == [1, 2.5, -300])
        #expect(value["a"]?.line == 2)
        #expect(value["b"]?["c"]?.string == "xé")
        #expect(value["b"]?.line == 3)
        #expect(value["d"]?.kind == .null)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1), ("[1, 2", 1), ("{\"a\": 1, \"a\": 2}", 1), ("\n\n  tru", 3),
        ("1e999", 1), ("\"abc", 1), ("[01]", 1), ("{} x", 1),
    ])
    func rejectsMalformedInputNamingTheLine(text: String, line: Int) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        do { _ = try JSONParser.parse(text) } catch { #expect(error.line == line) }
    }

    @Test func traceNumbersAreStable() {
        #expect(TraceNumber.format(844) == "844")
        #expect(TraceNumber.format(431.2) == "431.2")
        #expect(TraceNumber.format(0.12324) == "0.1232")
        #expect(TraceNumber.format(-0.00001) == "0")
        #expect(TraceNumber.format(-12.5) == "-12.5")
        #expect(TraceNumber.format(.nan) == "null")
    }
}
