import Testing
@testable import ScrollKitCore

@Suite struct ProbeSessionTests {
    /// docs/formats.md's example line.
    static let example = #"{"axes": "horizontal", "containerSize": [390, 844], "contentSize": [7800, 844], "originalOffset": [780, 0], "proposedOffset": [950, 0], "velocity": [420, 0], "targets": [[0, 0, 390, 844], [390, 0, 390, 844]]}"#

    static func line(
        axes: String = "\"horizontal\"", container: String = "[390, 844]", content: String = "[7800, 844]",
        original: String = "[780, 0]", proposed: String = "[950, 0]", velocity: String = "[420, 0]", extra: String = ""
    ) -> String {
        #"{"axes": \#(axes), "containerSize": \#(container), "contentSize": \#(content), "originalOffset": \#(original), "proposedOffset": \#(proposed), "velocity": \#(velocity)\#(extra)}"#
    }

    func answer(_ behavior: String, _ line: String, lineNumber: Int = 1) -> (output: String, isError: Bool) {
        var responder = ProbeResponder(behavior: BehaviorCatalog.behavior(named: behavior)!)
        return responder.answer(line: line, lineNumber: lineNumber)
    }

    @Test func answersTheContractsExample() {
        // paging: ceil(950/390)·390 = 1170, one page from 780.
        #expect(answer("paging", Self.example) == (#"{"offset": [1170, 0]}"#, false))
        // view-aligned over two targets: positions 0, 390 and M = 7410. The fling goes to the
        // first position at or past 950, 7410, which is one step from 780 (between 390 and 7410).
        #expect(answer("view-aligned-by-one", Self.example).output == #"{"offset": [7410, 0]}"#)
        // seed-v3: drag −170 past 130 → 780 + 390 = 1170.
        #expect(answer("seed-v3", Self.example).output == #"{"offset": [1170, 0]}"#)
        // seed-v1: velocity > 0 → 780 + 390.
        #expect(answer("seed-v1", Self.example).output == #"{"offset": [1170, 0]}"#)
    }

    @Test func everyBehaviorAnswers() {
        for name in BehaviorCatalog.names {
            let result = answer(name, Self.example)
            #expect(!result.isError, "\(name): \(result.output)")
            #expect(result.output.hasPrefix(#"{"offset": ["#), "\(name): \(result.output)")
        }
    }

    @Test func seedAnswersAreUnclampedAndVertical() {
        // seed-v1 from 0 with a backward fling: 0 − 390, as the article computes it.
        let back = Self.line(original: "[0, 0]", proposed: "[0, 0]", velocity: "[-500, 0]")
        #expect(answer("seed-v1", back).output == #"{"offset": [-390, 0]}"#)
        // Vertical: y and height: 844 + 844.
        let vertical = Self.line(axes: "\"vertical\"", content: "[390, 8440]", original: "[0, 844]",
                                 proposed: "[0, 1000]", velocity: "[0, 500]")
        #expect(answer("seed-v1", vertical).output == #"{"offset": [0, 1688]}"#)
        // Fractions print through TraceNumber: v2 from 100.25 dragged back 200 → 100.25 − 390.
        let fraction = Self.line(original: "[100.25, 0]", proposed: "[-99.75, 0]", velocity: "[0, 0]")
        #expect(answer("seed-v2", fraction).output == #"{"offset": [-289.75, 0]}"#)
    }

    @Test func targetsAreSortedAndUsed() {
        // Thirds given in reverse order: by-one from 0 flinging to 600 stops at 130.
        let frames = (0..<10).reversed().map { "[\($0 * 130), 0, 130, 844]" }.joined(separator: ", ")
        let line = Self.line(content: "[1300, 844]", original: "[0, 0]", proposed: "[600, 0]", velocity: "[1200, 0]",
                             extra: #", "targets": [\#(frames)]"#)
        #expect(answer("view-aligned-by-one", line).output == #"{"offset": [130, 0]}"#)
        #expect(answer("view-aligned-never", line).output == #"{"offset": [650, 0]}"#)
        #expect(answer("view-aligned-never", Self.line(content: "[1300, 844]", original: "[0, 0]", proposed: "[600, 0]",
                                                       velocity: "[1200, 0]", extra: #", "targets": []"#)).output
                == #"{"offset": [390, 0]}"#) // no targets: paging
    }

    @Test(arguments: [
        // (line, expected error message after "line 7: ")
        ("{\"axes\": \"horizontal\",", "malformed JSON at column 23: expected a quoted member name"),
        ("not json", "malformed JSON at column 2: invalid literal, expected 'null'"),
        ("{\"velocity\": 1e999}", "malformed JSON at column 19: number 1e999 is out of range"),
        ("{\"velocity\": NaN}", "malformed JSON at column 14: unexpected character 'N'"),
        ("{\"a\": 1, \"a\": 2}", "malformed JSON at column 10: duplicate member \"a\""),
        ("[1, 2]", "expected a JSON object, found an array"),
        ("42", "expected a JSON object, found a number"),
        ("{}", "missing fields \"axes\", \"containerSize\", \"contentSize\", \"originalOffset\", \"proposedOffset\", \"velocity\""),
    ])
    func malformedLines(line: String, message: String) {
        let result = answer("paging", line, lineNumber: 7)
        #expect(result.isError)
        #expect(result.output == "{\"error\": \(JSONWriter.quote("line 7: " + message))}")
    }

    @Test(arguments: [
        (line(extra: #", "speed": 3"#), "unknown field \"speed\" (expected axes, containerSize, contentSize, originalOffset, proposedOffset, velocity, targets, releaseOffset)"),
        (line(extra: #", "Axes": 1, "tick": 2"#), "unknown fields \"Axes\", \"tick\" (expected axes, containerSize, contentSize, originalOffset, proposedOffset, velocity, targets, releaseOffset)"),
        (#"{"axes": "horizontal", "containerSize": [390, 844], "contentSize": [7800, 844], "originalOffset": [0, 0], "proposedOffset": [0, 0]}"#, "missing field \"velocity\""),
        (line(axes: "\"diagonal\""), "axes must be \"horizontal\", \"vertical\" or \"both\", not \"diagonal\""),
        (line(axes: "2"), "axes must be \"horizontal\", \"vertical\" or \"both\", not a number"),
        (line(container: "[0, 844]"), "containerSize must be positive"),
        (line(container: "[390, -1]"), "containerSize must be positive"),
        (line(container: "[390]"), "containerSize must be an array of 2 numbers [width, height], not 1 item"),
        (line(container: "\"390x844\""), "containerSize must be an array of 2 numbers [width, height], not a string"),
        (line(container: "[390, \"844\"]"), "containerSize[1] must be a number, not a string"),
        (line(content: "[-1, 844]"), "contentSize must not be negative"),
        (line(content: "[7800, 844, 1]"), "contentSize must be an array of 2 numbers [width, height], not 3 items"),
        (line(original: "[\"NaN\", 0]"), "originalOffset[0] must be a number, not a string"),
        (line(original: "null"), "originalOffset must be an array of 2 numbers [x, y], not null"),
        (line(proposed: "[1e10, 0]"), "proposedOffset[0] must be within ±1000000000"),
        (line(velocity: "[0, -2e9]"), "velocity[1] must be within ±1000000000"),
        (line(velocity: "{\"dx\": 1}"), "velocity must be an array of 2 numbers [dx, dy], not an object"),
        (line(extra: #", "targets": {}"#), "targets must be an array of frames [x, y, width, height], not an object"),
        (line(extra: #", "targets": [[0, 0, 390, 844], [1, 2, 3]]"#), "targets[1] must be an array of 4 numbers [x, y, width, height], not 3 items"),
        (line(extra: #", "targets": [[0, 0, 390, true]]"#), "targets[0][3] must be a number, not a boolean"),
        (line(extra: #", "targets": [[0, 0, -5, 844]]"#), "targets[0] width and height must not be negative"),
        (line(extra: #", "targets": [7]"#), "targets[0] must be an array of 4 numbers [x, y, width, height], not a number"),
    ])
    func badFieldsAreNamed(line: String, message: String) {
        let result = answer("view-aligned", line, lineNumber: 3)
        #expect(result.isError)
        #expect(result.output == "{\"error\": \(JSONWriter.quote("line 3: " + message))}")
    }

    @Test func aRunGoesOnAfterABadLineAndExitsTwo() {
        var responder = ProbeResponder(behavior: PagingScrollTargetBehavior())
        let input = [Self.example, "", "  ", "{\"axes\": 1}", Self.example].joined(separator: "\n") + "\n"
        let output = responder.answer(text: input)
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false) == [
            #"{"offset": [1170, 0]}"#, "", "", #"{"error": "line 4: missing fields \"containerSize\", \"contentSize\", \"originalOffset\", \"proposedOffset\", \"velocity\""}"#,
            #"{"offset": [1170, 0]}"#,
        ])
        #expect(responder.answeredCount == 2)
        #expect(responder.errorCount == 1)
        #expect(responder.exitStatus == 2)
    }

    @Test func aCleanRunExitsZeroAndBlankLinesAreNotErrors() {
        var responder = ProbeResponder(behavior: SeedV3PagingBehavior())
        #expect(responder.answer(line: "", lineNumber: 1) == ("", false))
        #expect(responder.answer(line: " \t\r", lineNumber: 2) == ("", false))
        #expect(responder.answer(line: Self.example + "\r", lineNumber: 3) == (#"{"offset": [1170, 0]}"#, false))
        #expect(responder.exitStatus == 0)
    }

    @Test func bothAxesAndOffsetsOutsideTheContentAreAccepted() {
        // 300×200 over 900×600, both axes: x flings to 300, y rests at 0.
        let line = #"{"axes": "both", "containerSize": [300, 200], "contentSize": [900, 600], "originalOffset": [-50, 0], "proposedOffset": [200, 50], "velocity": [500, 0]}"#
        #expect(answer("paging", line).output == #"{"offset": [300, 0]}"#)
    }
}
