import Testing
@testable import ScrollKitCore

/// The event type descriptors: every type written by `entryText` reads back
/// identically, the lazy stream equals the old up-front expansion, the limits
/// on raw events and duration, and malformed files located to line, column
/// and field.
@Suite struct ScenarioEventTypeTests {
    typealias S = ScenarioTestSupport
    static let tick = 1.0 / 120.0

    /// At least one sample of every event type, with its modifiers both at
    /// and off their defaults, and numbers that have no short decimal form.
    static let samples: [ScenarioEvent] = [
        ScenarioEvent(time: 0, kind: .wheel(Vector(dx: 0, dy: -1))),
        ScenarioEvent(time: 0.1, kind: .wheel(Vector(dx: 2, dy: 3)), repeatCount: 4, interval: 0.05),
        ScenarioEvent(time: 0.2, kind: .precise(Vector(dx: 0.1, dy: -1.0 / 3))),
        ScenarioEvent(time: 0.3, kind: .precise(Vector(dx: -7.25, dy: 0)), repeatCount: 10, interval: 1.0 / 60),
        ScenarioEvent(time: 0.4, kind: .pointer(.down, Point(x: 287.5, y: 400), finger: 0)),
        ScenarioEvent(time: 0.4, kind: .pointer(.move, Point(x: 1.0 / 7, y: -3), finger: 2)),
        ScenarioEvent(time: 0.5, kind: .pointer(.up, Point(x: 0, y: 0), finger: 0)),
        ScenarioEvent(time: 0.6, kind: .drag(ScenarioDrag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.25))),
        ScenarioEvent(time: 0.7, kind: .drag(ScenarioDrag(from: Point(x: 1, y: 2), to: Point(x: 3.5, y: 4), duration: 0.1, hold: 0.15, finger: 1))),
        ScenarioEvent(time: 0.8, kind: .key(.pageDown, shift: false)),
        ScenarioEvent(time: 0.9, kind: .key(.space, shift: true), repeatCount: 3, interval: 0.5),
        ScenarioEvent(time: 1.0, kind: .resize(Size(width: 844, height: 390))),
        ScenarioEvent(time: 1.1, kind: .scrollTo(ScrollToRequest(.offset(Point(x: 1170, y: 0)), animated: false))),
        ScenarioEvent(time: 1.2, kind: .scrollTo(ScrollToRequest(.item(id: 7, anchor: nil), animated: true))),
        ScenarioEvent(time: 1.3, kind: .scrollTo(ScrollToRequest(.item(id: 7, anchor: UnitPoint(x: 0.25, y: 1)), animated: true))),
        ScenarioEvent(time: 1.4, kind: .behavior("seed-v3")),
        ScenarioEvent(time: 1.5, kind: .preset("thirds")),
        ScenarioEvent(time: 1.6, kind: .axis(.both)),
        ScenarioEvent(time: 1.6, kind: .axis(.vertical)),
        ScenarioEvent(time: 1.7, kind: .deceleration(.fast)),
        ScenarioEvent(time: 1.8, kind: .deceleration(DecelerationRate(rate: 0.9951)!)),
        ScenarioEvent(time: 1.9, kind: .lanes(["paging", "seed-v3", "free"])),
        ScenarioEvent(time: 1.9, kind: .lanes(["paging"])),
        ScenarioEvent(time: 2.0, kind: .behavior("seed-v2"), lane: 2),
        ScenarioEvent(time: 2.0, kind: .preset("pages"), lane: 0),
        ScenarioEvent(time: 2.1, kind: .scrollTo(ScrollToRequest(.offset(Point(x: 390, y: 0)), animated: false)), lane: 3),
    ]

    /// The event without its place in a file.
    static func unplaced(_ e: ScenarioEvent) -> ScenarioEvent {
        var e = e
        e.line = 0
        e.column = nil
        return e
    }

    @Test func samplesCoverEveryType() {
        #expect(Set(Self.samples.map(\.kind.typeName)) == Set(ScenarioEventType.names))
        for type in ScenarioEventType.all {
            #expect(ScenarioEventType.named(type.name)?.name == type.name)
        }
    }

    @Test(arguments: samples)
    func everyTypeRoundTrips(event: ScenarioEvent) throws {
        let text = S.events(event.entryText)
        let parsed = try S.parse(text)
        #expect(parsed.events.count == 1)
        #expect(Self.unplaced(try #require(parsed.events.first)) == event, "\(event.entryText)")
        #expect(parsed.events.first?.line == 5)
        #expect(parsed.events.first?.column == 5)
    }

    @Test func aWholeScenarioRoundTripsThroughFileText() throws {
        var s = Scenario(preset: S.pagesPreset, name: "round-trip", events: Self.samples)
        s.description = "every event type \"quoted\""
        s.behavior = "seed-v2"
        s.lanes = ["seed-v2", "paging", "free"]
        s.window = Size(width: 390.5, height: 844)
        s.deceleration = DecelerationRate(rate: 0.995)!
        s.insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        s.bounces = false
        s.wheelStep = 37.5
        let back = try S.parse(s.fileText, file: "round-trip.json")
        #expect(back.events.map(Self.unplaced) == s.events)
        #expect(back.name == s.name && back.description == s.description)
        #expect(back.lanes == s.lanes)
        #expect(back.behavior == s.behavior && back.window == s.window && back.items == s.items && back.axes == s.axes)
        #expect(back.deceleration == s.deceleration && back.tick == s.tick && back.insets == s.insets)
        #expect(back.convention == s.convention && back.wheelStep == s.wheelStep && back.bounces == s.bounces)
        #expect(back.fileText == s.fileText)
    }

    // MARK: Lazy expansion

    /// The old up-front expansion: every raw event of every entry in file
    /// order, then a stable sort by time.
    static func eager(_ s: Scenario) -> [TimedInputEvent] {
        var out: [(Int, TimedInputEvent)] = []
        var accumulator = WheelAccumulator()
        for e in s.events {
            let type = ScenarioEventType.of(e.kind)
            if type.isSetup { continue }     // not raw events: `nextItem()` hands them out
            for k in 0..<type.count(e, s.tick) {
                out.append((out.count, TimedInputEvent(time: type.time(e, k, s.tick), event: type.raw(e, k, s.tick, &accumulator))))
            }
        }
        return out.sorted { $0.1.time != $1.1.time ? $0.1.time < $1.1.time : $0.0 < $1.0 }.map(\.1)
    }

    @Test func theStreamIsTheStableSortOfEveryEntrysEvents() {
        // Overlapping entries: a wheel burst and a key burst during a drag,
        // a second drag starting before the first ends, equal times.
        let s = Scenario(preset: S.pagesPreset, events: [
            ScenarioEvent(time: 0.1, kind: .drag(ScenarioDrag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.5, hold: 0.1))),
            ScenarioEvent(time: 0.1, kind: .wheel(Vector(dx: 0, dy: -1)), repeatCount: 20, interval: 1.0 / 60),
            ScenarioEvent(time: 0.2, kind: .key(.down, shift: false), repeatCount: 5, interval: 0.1),
            ScenarioEvent(time: 0.3, kind: .drag(ScenarioDrag(from: Point(x: 0, y: 0), to: Point(x: 10, y: 0), duration: 0.05, finger: 1))),
            ScenarioEvent(time: 0.3, kind: .resize(Size(width: 844, height: 390))),
            ScenarioEvent(time: 2, kind: .behavior("paging")),
            ScenarioEvent(time: 2, kind: .deceleration(.fast)),
        ])
        let eager = Self.eager(s)
        #expect(eager.count == s.rawEventCount - 1)       // the setup switch counts for the limits only
        #expect(s.inputEvents == eager)
        #expect(s.inputEvents.last?.time == s.lastEventTime)
    }

    @Test func theStreamHoldsOnlyOverlappingEntries() {
        // 50 drags of 10 s one after another: 60,100 raw events, taken one
        // at a time; the stream's heap never holds more than the two entries
        // that overlap at a boundary.
        var events: [ScenarioEvent] = []
        for i in 0..<50 {
            events.append(ScenarioEvent(time: Double(i) * 11, kind: .drag(ScenarioDrag(
                from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 10, hold: 0.5))))
        }
        let s = Scenario(preset: S.pagesPreset, events: events)
        var stream = s.eventStream
        var count = 0
        var last = -1.0
        while let e = stream.next() {
            #expect(e.time >= last)
            last = e.time
            count += 1
        }
        #expect(count == 50 * (1200 + 2))
        #expect(count == s.rawEventCount)
    }

    // MARK: Limits

    @Test func tooManyRawEventsIsBadInputNamingTheEntry() throws {
        // A 60 s drag is ⌈60 × 120⌉ = 7200 moves + down + up = 7202 raw
        // events; the 139th drag (events[138]) passes 1,000,000: 139 × 7202 = 1,001,078.
        let entries = (0..<200).map { i in
            "{\"at\": \(Double(i) / 10), \"drag\": {\"from\": [300, 400], \"to\": [100, 400], \"duration\": 60}}"
        }
        let text = "{\n  \"version\": 1,\n  \"preset\": \"pages\",\n  \"events\": [\n    " + entries.joined(separator: ",\n    ") + "\n  ]\n}"
        let error = try #require(S.error(text))
        #expect(error.field == "events[138]")
        #expect(error.line == 5 + 138)
        #expect(error.column == 5)
        #expect(error.message.contains("more than 1000000 raw events"))
    }

    @Test func aScenarioLongerThan600SecondsIsBadInput() throws {
        // 590 + 299 × 0.1 = 619.9 s.
        let error = try #require(S.error(S.events("{\"at\": 590, \"wheel\": [0, -1], \"repeat\": 300, \"every\": 0.1}")))
        #expect(error.field == "events[0]")
        #expect(error.line == 5 && error.column == 5)
        #expect(error.message == "events[0] ends at 619.9 s, after the 600 s limit on a scenario's duration")
        // A drag's hold counts: 580 + 15 + 10 = 605 s.
        let drag = try #require(S.error(S.events("{\"at\": 580, \"drag\": {\"from\": [0, 0], \"to\": [0, 10], \"duration\": 15, \"hold\": 10}}")))
        #expect(drag.message.hasPrefix("events[0] ends at 605 s"))
    }

    // MARK: Ten malformed files, each located

    /// (text, the text at the error's line and column, field, phrase)
    static let malformed: [(String, String, String, String)] = [
        // 1. JSON syntax: a trailing comma.
        ("{\n  \"version\": 1,\n  \"preset\": \"pages\",\n}", "}", "", "invalid JSON"),
        // 2. An unknown top-level field.
        (S.document("\"itmes\": 3"), "3", "itmes", "did you mean \"items\""),
        // 3. A misspelt event type.
        (S.events("{\"at\": 0, \"whel\": [0, -1]}"), "[0, -1]", "events[0].whel", "did you mean \"wheel\""),
        // 4. The wrong JSON type.
        (S.document("\"window\": \"big\""), "\"big\"", "window", "must be [width, height]"),
        // 5. Out of range.
        (S.document("\"window\": [0, 844]"), "0, 844", "window[0]", "a size from 1 to 16384"),
        // 6. Events out of time order.
        (S.events("{\"at\": 1, \"key\": \"down\"}", "{\"at\": 0.5, \"key\": \"up\"}"), "0.5", "events[1].at", "list events in time order"),
        // 7. A missing field of a drag.
        (S.events("{\"at\": 0, \"drag\": {\"from\": [0, 0], \"duration\": 1}}"), "{\"from\"", "events[0].drag.to", "is missing"),
        // 8. Two event types in one entry.
        (S.events("{\"at\": 0, \"key\": \"down\", \"resize\": [10, 10]}"), "[10, 10]", "events[0].resize", "one event type per entry"),
        // 9. A bad expectation value.
        (S.expectations("{\"at\": \"settled\", \"page\": \"first\"}"), "\"first\"", "expect[0].page", "a page number"),
        // 10. An unknown behavior in an event.
        (S.events("{\"at\": 0, \"behavior\": \"seed-v4\"}"), "\"seed-v4\"", "events[0].behavior", "unknown behavior"),
        // 11. A modifier the type does not use.
        (S.events("{\"at\": 0, \"resize\": [10, 10], \"repeat\": 3}"), "3}", "events[0].repeat", "is not used by a resize event"),
        // 12–14. Setup switches: an unknown preset, axis or deceleration.
        (S.events("{\"at\": 0, \"preset\": \"thrids\"}"), "\"thrids\"", "events[0].preset", "did you mean \"thirds\""),
        (S.events("{\"at\": 0, \"axis\": \"diagonal\"}"), "\"diagonal\"", "events[0].axis", "unknown axis"),
        (S.events("{\"at\": 0, \"deceleration\": 1.5}"), "1.5", "events[0].deceleration", "a rate between 0 and 1"),
        // 15–18. Lanes: too many, a lane out of range, a lane on a type without lanes, behavior ≠ lanes[0].
        (S.events("{\"at\": 0, \"lanes\": [\"free\", \"free\", \"free\", \"free\", \"free\"]}"), "[\"free\"", "events[0].lanes", "1 to 4 behavior names"),
        (S.events("{\"at\": 0, \"behavior\": \"free\", \"lane\": 4}"), "4}", "events[0].lane", "a lane from 0 to 3"),
        (S.events("{\"at\": 0, \"key\": \"down\", \"lane\": 1}"), "1}", "events[0].lane", "is not used by a key event"),
        (S.document("\"behavior\": \"free\", \"lanes\": [\"paging\", \"free\"]"), "\"free\"", "behavior", "must be lanes[0]"),
    ]

    /// 1-based line and column of the first occurrence of `token` in `text`.
    static func location(of token: String, in text: String) -> (Int, Int)? {
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: token) {
                return (i + 1, line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }

    @Test(arguments: malformed)
    func malformedFilesNameFileLineColumnAndField(text: String, token: String, field: String, phrase: String) throws {
        let error = try #require(S.error(text))
        let (line, column) = try #require(Self.location(of: token, in: text))
        #expect(error.line == line, "\(error)")
        #expect(error.column == column, "\(error)")
        #expect(error.field == field, "\(error)")
        #expect(error.message.contains(phrase), "\(error)")
        #expect(error.description.hasPrefix("test.json:\(line):\(column): "), "\(error)")
    }
}
