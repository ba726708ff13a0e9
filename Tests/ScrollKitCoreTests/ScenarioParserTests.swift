import Foundation
import PropertyBased
import Testing
@testable import ScrollKitCore

@Suite struct ScenarioParserTests {
    typealias S = ScenarioTestSupport

    // MARK: Preset

    @Test func underAViewFileThePresetMayBeLeftOut() throws {
        let text = "{\n  \"version\": 1,\n  \"window\": [390, 844]\n}"
        #expect(S.error(text)?.field == "preset")
        var vocabulary = S.contractVocabulary
        vocabulary.viewGiven = true
        let s = try Scenario.parse(text: text, fileName: "test.json", vocabulary: vocabulary)
        #expect(s.window == Size(width: 390, height: 844))
    }

    // MARK: Fields

    @Test func minimalDocumentTakesThePresetsDefaults() throws {
        let s = try S.parse(S.document(), file: "dir/fling.json")
        #expect(s.name == "fling")
        #expect(s.fileName == "dir/fling.json")
        #expect(s.preset == "pages")
        #expect(s.window == Size(width: 390, height: 844))
        #expect(s.items == 20)
        #expect(s.axes == .horizontal)
        #expect(s.behavior == "paging")
        #expect(s.deceleration == .normal)
        #expect(s.tick == 1.0 / 120.0)
        #expect(s.insets == .zero)
        #expect(s.convention == .swiftUI)
        #expect(s.wheelStep == 50)
        #expect(s.bounces)
        #expect(s.smoothScrolling && s.configuration.smoothScrolling)
        #expect(s.events.isEmpty)
        #expect(s.expectations.isEmpty)
        #expect(s.lastEventTime == nil)
    }

    @Test func everyTopLevelFieldIsRead() throws {
        let s = try S.parse(S.document(
            "\"name\": \"n\"", "\"description\": \"d\"", "\"note\": \"ignored\"", "\"window\": [844, 390.5]",
            "\"items\": 7", "\"axis\": \"both\"", "\"behavior\": \"seed-v3\"", "\"deceleration\": \"fast\"",
            "\"tick\": 0.01", "\"insets\": [47, 1, 34, 2]", "\"convention\": \"uikit\"", "\"wheel-step\": 120",
            "\"bounces\": false", "\"smooth-scrolling\": false", "\"events\": []", "\"expect\": []"
        ))
        #expect(s.name == "n")
        #expect(s.description == "d")
        #expect(s.window == Size(width: 844, height: 390.5))
        #expect(s.items == 7)
        #expect(s.axes == .both)
        #expect(s.behavior == "seed-v3")
        #expect(s.deceleration == .fast)
        #expect(s.tick == 0.01)
        #expect(s.insets == EdgeInsets(top: 47, leading: 1, bottom: 34, trailing: 2))
        #expect(s.convention == .uiKit)
        #expect(s.wheelStep == 120)
        #expect(!s.bounces)
        let c = s.configuration
        #expect(c.axes == .both && c.tickLength == 0.01 && c.deceleration == .fast && c.wheelStep == 120)
        #expect(c.contentInsets == s.insets && c.convention == .uiKit && !c.bounces)
        #expect(!s.smoothScrolling && !c.smoothScrolling)
    }

    /// A capture writes `smooth-scrolling` only when it is off (files of
    /// the default stay as they were), and reads it back.
    @Test func smoothScrollingRoundTrips() throws {
        var s = try S.parse(S.document())
        #expect(!s.fileText.contains("smooth-scrolling"))
        s.smoothScrolling = false
        #expect(s.fileText.contains("\"smooth-scrolling\": false"))
        #expect(try !S.parse(s.fileText).smoothScrolling)
    }

    @Test(arguments: [("0.995", 0.995), ("\"0.9\"", 0.9), ("\"normal\"", 0.998), ("\"fast\"", 0.99)])
    func decelerationTakesNamesAndRates(json: String, rate: Double) throws {
        let s = try S.parse(S.document("\"deceleration\": \(json)"))
        #expect(s.deceleration.rate == rate)
    }

    // MARK: Events

    @Test func everyEventTypeIsRead() throws {
        let s = try S.parse(S.events(
            #"{"at": 0.1, "wheel": [0, -3]}"#,
            #"{"at": 0.2, "precise": [0.5, -1.5], "repeat": 30, "every": 0.008}"#,
            #"{"at": 0.3, "pointer": "down", "pos": [200, 400]}"#,
            #"{"at": 0.35, "pointer": "move", "pos": [180, 400], "finger": 2}"#,
            #"{"at": 0.4, "pointer": "up", "pos": [180, 400]}"#,
            #"{"at": 0.5, "drag": {"from": [300, 400], "to": [150, 400], "duration": 0.12, "hold": 0.2, "finger": 1}}"#,
            #"{"at": 0.6, "key": "page-down"}"#,
            #"{"at": 0.7, "key": "space", "shift": true, "repeat": 2, "every": 0.1}"#,
            #"{"at": 0.8, "resize": [844, 390]}"#,
            #"{"at": 0.9, "scroll-to": {"offset": [780, 0]}, "animated": true}"#,
            #"{"at": 1.0, "scroll-to": {"item": 5, "anchor": "center"}, "animated": false}"#,
            #"{"at": 1.1, "scroll-to": {"item": 6, "anchor": [0.25, 1]}}"#,
            #"{"at": 1.2, "scroll-to": {"item": 7}}"#,
            #"{"at": 1.3, "behavior": "seed-v3", "note": "switch"}"#
        ))
        let kinds = s.events.map(\.kind)
        #expect(kinds == [
            .wheel(Vector(dx: 0, dy: -3)),
            .precise(Vector(dx: 0.5, dy: -1.5)),
            .pointer(.down, Point(x: 200, y: 400), finger: 0),
            .pointer(.move, Point(x: 180, y: 400), finger: 2),
            .pointer(.up, Point(x: 180, y: 400), finger: 0),
            .drag(ScenarioDrag(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), duration: 0.12, hold: 0.2, finger: 1)),
            .key(.pageDown, shift: false),
            .key(.space, shift: true),
            .resize(Size(width: 844, height: 390)),
            .scrollTo(ScrollToRequest(.offset(Point(x: 780, y: 0)), animated: true)),
            .scrollTo(ScrollToRequest(.item(id: 5, anchor: .center), animated: false)),
            .scrollTo(ScrollToRequest(.item(id: 6, anchor: UnitPoint(x: 0.25, y: 1)), animated: true)),
            .scrollTo(ScrollToRequest(.item(id: 7, anchor: nil), animated: true)),
            .behavior("seed-v3"),
        ])
        #expect(s.events.map(\.time) == [0.1, 0.2, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3])
        #expect(s.events.map(\.line) == Array(5...18))
        #expect(s.events[1].repeatCount == 30 && s.events[1].interval == 0.008)
        #expect(s.events[7].repeatCount == 2 && s.events[7].interval == 0.1)
        #expect(s.events[0].repeatCount == 1)
        #expect(s.events.map(\.kind.typeName) == [
            "wheel", "precise", "pointer", "pointer", "pointer", "drag", "key", "key", "resize", "scroll-to",
            "scroll-to", "scroll-to", "scroll-to", "behavior",
        ])
    }

    @Test func eventsAtTheSameTimeAreAllowed() throws {
        let s = try S.parse(S.events(#"{"at": 1, "wheel": [0, 1]}"#, #"{"at": 1, "wheel": [0, -1]}"#))
        #expect(s.events.count == 2)
    }

    // MARK: Expectations

    @Test func everyExpectationTypeIsRead() throws {
        let s = try S.parse(S.expectations(
            #"{"at": "settled", "offset": [390, 0], "tolerance": 0.25}"#,
            #"{"at": 1.5, "page": 1}"#,
            #"{"at": "settled", "page": "any"}"#,
            #"{"at": "settled", "page": "none", "tolerance": 2}"#,
            #"{"at": 1, "phase": "idle"}"#,
            #"{"at": 1, "activity": "ballistic"}"#,
            #"{"at": 1, "source": "trackpad"}"#,
            #"{"at": "settled", "item": 3}"#,
            #"{"at": 0.5, "velocity": [1500, 0]}"#,
            #"{"at": 0.5, "content": [7800, 844]}"#,
            #"{"at": 0.5, "hue": 0.5}"#,
            #"{"at": 0.5, "edge": "end"}"#,
            #"{"settled-within": 1.2}"#,
            #"{"max-overscroll": 0}"#,
            #"{"decisions": 2}"#,
            #"{"decisions": 1, "reason": "resize"}"#,
            #"{"decision": 1, "original": [0, 0], "proposed": [1, 2], "adjusted": [390, 0], "unclamped": [-390, 0], "velocity": [0, 0], "tolerance": 1}"#,
            #"{"end": "debounce", "from": 0.4, "to": 0.8, "count": 1}"#,
            #"{"end": "phase"}"#
        ))
        typealias E = ScenarioExpectation
        #expect(s.expectations.map(\.check) == [
            .offset(Point(x: 390, y: 0), tolerance: 0.25),
            .page(.index(1), tolerance: 0.5),
            .page(.any, tolerance: 0.5),
            .page(.none, tolerance: 2),
            .phase(.idle),
            .activity(.ballistic),
            .source(.trackpad),
            .item(3),
            .velocity(Vector(dx: 1500, dy: 0), tolerance: 1),
            .content(Size(width: 7800, height: 844), tolerance: 0.5),
            .hue(0.5, tolerance: 0.001),
            .edge(.end, tolerance: 0.5),
            .settledWithin(1.2),
            .maxOverscroll(0),
            .decisionCount(2, reason: nil),
            .decisionCount(1, reason: .containerResized),
            .decision(ScenarioDecisionCheck(
                number: 1, original: .zero, proposed: Point(x: 1, y: 2), adjusted: Point(x: 390, y: 0),
                unclamped: Point(x: -390, y: 0), velocity: .zero, tolerance: 1)),
            .end(.debounce, from: 0.4, to: 0.8, count: 1),
            .end(.phase, from: 0, to: nil, count: nil),
        ])
        #expect(s.expectations.map(\.moment) == [
            .settled, .time(1.5), .settled, .settled, .time(1), .time(1), .time(1), .settled, .time(0.5), .time(0.5),
            .time(0.5), .time(0.5), nil, nil, nil, nil, nil, nil, nil,
        ])
        #expect(s.expectations.map(\.line) == Array(5...23))
    }

    // MARK: Errors

    /// (document, line, field, a phrase the message must contain)
    static let invalidDocuments: [(String, Int, String, String)] = [
        ("[1, 2]", 1, "", "a scenario must be a JSON object (got [1, 2])"),
        ("{\n  \"preset\": \"pages\"\n}", 1, "version", "version is missing"),
        (S.document("\"items\": 3").replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"), 2, "version", "version must be 1 (got 2)"),
        ("{\n  \"version\": 1\n}", 1, "preset", "preset is missing; known: rainbow, pages"),
        ("{\n  \"version\": 1,\n  \"preset\": \"page\"\n}", 3, "preset", "unknown preset \"page\" (did you mean \"pages\"?)"),
        (S.document("\"itmes\": 3"), 4, "itmes", "unknown field \"itmes\" (did you mean \"items\"?)"),
        (S.document("\"window\": [0, 844]"), 4, "window[0]", "window[0] must be a size from 1 to 16384 px (got 0)"),
        (S.document("\"window\": [390, 844, 1]"), 4, "window", "window must be [width, height] (got [390, 844, 1])"),
        (S.document("\"window\": [390, 1e300]"), 4, "window[1]", "(got 1e+300)"),
        (S.document("\"window\": \"big\""), 4, "window", "window must be [width, height] (got \"big\")"),
        (S.document("\"items\": 2.5"), 4, "items", "items must be a whole number from 0 to 10000000 (got 2.5)"),
        (S.document("\"items\": -1"), 4, "items", "(got -1)"),
        (S.document("\"items\": 10000001"), 4, "items", "(got 10000001)"),
        (S.document("\"axis\": \"diagonal\""), 4, "axis", "unknown axis \"diagonal\"; known: vertical, horizontal, both"),
        (S.document("\"behavior\": \"pagin\""), 4, "behavior", "unknown behavior \"pagin\" (did you mean \"paging\"?)"),
        (S.document("\"behavior\": 3"), 4, "behavior", "behavior must be a behavior name (got 3)"),
        (S.document("\"deceleration\": 1.5"), 4, "deceleration", "deceleration must be normal, fast or a rate between 0 and 1 (got 1.5)"),
        (S.document("\"deceleration\": \"slow\""), 4, "deceleration", "unknown deceleration \"slow\""),
        (S.document("\"tick\": 0"), 4, "tick", "tick must be a tick length from 0.001 to 0.1 seconds (got 0)"),
        (S.document("\"insets\": [1, 2, 3]"), 4, "insets", "insets must be [top, leading, bottom, trailing]"),
        (S.document("\"insets\": [1, 2, -3, 4]"), 4, "insets[2]", "insets[2] must be an inset from 0 to 16384 px (got -3)"),
        (S.document("\"convention\": \"ios13\""), 4, "convention", "unknown offset convention \"ios13\"; known: swiftui, uikit"),
        (S.document("\"wheel-step\": 0"), 4, "wheel-step", "wheel-step must be a positive number of px per notch"),
        (S.document("\"bounces\": \"yes\""), 4, "bounces", "bounces must be true or false (got \"yes\")"),
        (S.document("\"name\": \"\""), 4, "name", "name must be a non-empty string"),
        (S.document("\"events\": {}"), 4, "events", "events must be an array (got an object)"),
        (S.document("\"expect\": 1"), 4, "expect", "expect must be an array (got 1)"),
    ]

    @Test(arguments: invalidDocuments)
    func invalidDocumentsNameLineAndField(text: String, line: Int, field: String, phrase: String) throws {
        let error = try #require(S.error(text))
        #expect(error.kind == .invalid)
        #expect(error.line == line, "\(error)")
        #expect(error.field == field, "\(error)")
        #expect(error.message.contains(phrase), "\(error.message)")
        #expect(error.description.hasPrefix("test.json:\(line):\(error.column ?? 0): "), "\(error)")
        #expect(error.column != nil, "\(error)")
    }

    /// (one event entry on line 5, field, a phrase the message must contain)
    static let invalidEvents: [(String, String, String)] = [
        (#"{"wheel": [0, 1]}"#, "events[0].at", "events[0].at is missing"),
        (#"{"at": -0.1, "wheel": [0, 1]}"#, "events[0].at", "events[0].at must be a number of seconds from 0 to 600 (got -0.1)"),
        (#"{"at": 601, "wheel": [0, 1]}"#, "events[0].at", "(got 601)"),
        (#"{"at": "soon", "wheel": [0, 1]}"#, "events[0].at", "(got \"soon\")"),
        (#"{"at": 1}"#, "events[0]", "events[0] has no event type: give one of wheel, precise, pointer, drag"),
        (#"{"at": 1, "wheel": [0, 1], "key": "home"}"#, "events[0].key", "events[0] has both wheel and key: one event type per entry"),
        (#"{"at": 1, "whell": [0, 1]}"#, "events[0].whell", "unknown field \"whell\" in events[0] (did you mean \"wheel\"?)"),
        (#"{"at": 1, "pointer": "down", "pos": [1, 1], "repeat": 2}"#, "events[0].repeat", "events[0].repeat is not used by a pointer event"),
        (#"{"at": 1, "wheel": [0, 0.5]}"#, "events[0].wheel[1]", "(use precise for fractions) (got 0.5)"),
        (#"{"at": 1, "wheel": [0, 0]}"#, "events[0].wheel", "must not be [0, 0]"),
        (#"{"at": 1, "wheel": [0]}"#, "events[0].wheel", "events[0].wheel must be [x, y] whole wheel steps (got [0])"),
        (#"{"at": 1, "precise": [0, 0]}"#, "events[0].precise", "must not be [0, 0]"),
        (#"{"at": 1, "precise": [0, 1e9]}"#, "events[0].precise[1]", "must be a number from -1000 to 1000 (got 1000000000)"),
        (#"{"at": 1, "precise": [0, -1], "repeat": 0, "every": 0.01}"#, "events[0].repeat", "events[0].repeat must be a whole number from 1 to 10000 (got 0)"),
        (#"{"at": 1, "precise": [0, -1], "repeat": 10001, "every": 0.01}"#, "events[0].repeat", "(got 10001)"),
        (#"{"at": 1, "precise": [0, -1], "repeat": 3}"#, "events[0].every", "events[0].every is missing"),
        (#"{"at": 1, "precise": [0, -1], "repeat": 3, "every": 0}"#, "events[0].every", "events[0].every must be a positive number of seconds, at most 60 (got 0)"),
        (#"{"at": 1, "pointer": "press", "pos": [1, 1]}"#, "events[0].pointer", "unknown pointer action \"press\" in events[0].pointer; known: down, move, up"),
        (#"{"at": 1, "pointer": "down"}"#, "events[0].pos", "events[0].pos is missing"),
        (#"{"at": 1, "pointer": "down", "pos": [1, 1], "finger": 10}"#, "events[0].finger", "(got 10)"),
        (#"{"at": 1, "drag": {"from": [1, 1], "duration": 0.1}}"#, "events[0].drag.to", "events[0].drag.to is missing"),
        (#"{"at": 1, "drag": {"from": [1, 1], "to": [2, 2], "duration": -1}}"#, "events[0].drag.duration", "events[0].drag.duration must be a positive number of seconds, at most 60 (got -1)"),
        (#"{"at": 1, "drag": {"from": [1, 1], "to": [2, 2], "duration": 0}}"#, "events[0].drag.duration", "(got 0)"),
        (#"{"at": 1, "drag": {"from": [1, 1], "to": [2, 2], "duration": 0.1, "hold": -1}}"#, "events[0].drag.hold", "events[0].drag.hold must be a number of seconds from 0 to 60 (got -1)"),
        (#"{"at": 1, "drag": {"from": [1, 1], "to": [2, 2], "duration": 0.1, "speed": 3}}"#, "events[0].drag.speed", "unknown field \"speed\" in events[0].drag"),
        (#"{"at": 1, "drag": [1, 2]}"#, "events[0].drag", "events[0].drag must be an object (got [1, 2])"),
        (#"{"at": 1, "key": "pagedown"}"#, "events[0].key", "unknown key \"pagedown\" in events[0].key (did you mean \"page-down\"?)"),
        (#"{"at": 1, "key": "home", "shift": 1}"#, "events[0].shift", "events[0].shift must be true or false (got 1)"),
        (#"{"at": 1, "resize": [0, 10]}"#, "events[0].resize[0]", "(got 0)"),
        (#"{"at": 1, "scroll-to": {"offset": [1, 1], "item": 3}}"#, "events[0].scroll-to", "has both offset and item"),
        (#"{"at": 1, "scroll-to": {}}"#, "events[0].scroll-to", "needs an offset [x, y] or an item id"),
        (#"{"at": 1, "scroll-to": {"offset": [1, 1], "anchor": "top"}}"#, "events[0].scroll-to.anchor", "anchor is only used with item"),
        (#"{"at": 1, "scroll-to": {"item": 3, "anchor": "middle"}}"#, "events[0].scroll-to.anchor", "unknown anchor \"middle\""),
        (#"{"at": 1, "scroll-to": {"item": -1}}"#, "events[0].scroll-to.item", "(got -1)"),
        (#"{"at": 1, "scroll-to": {"item": 1, "anchor": [0.5, 2]}}"#, "events[0].scroll-to.anchor[1]", "(got 2)"),
        (#"{"at": 1, "scroll-to": {"item": 1}, "animated": "yes"}"#, "events[0].animated", "events[0].animated must be true or false"),
        (#"{"at": 1, "behavior": "seedv3"}"#, "events[0].behavior", "unknown behavior \"seedv3\" in events[0].behavior (did you mean \"seed-v3\"?)"),
        (#"[1]"#, "events[0]", "events[0] must be an object"),
    ]

    @Test(arguments: invalidEvents)
    func invalidEventsNameLineAndField(entry: String, field: String, phrase: String) throws {
        let error = try #require(S.error(S.events(entry)))
        #expect(error.line == 5, "\(error)")
        #expect(error.field == field, "\(error)")
        #expect(error.message.contains(phrase), "\(error.message)")
    }

    @Test func eventsOutOfTimeOrderAreAnError() throws {
        let error = try #require(S.error(S.events(#"{"at": 1.0, "wheel": [0, 1]}"#, #"{"at": 0.5, "wheel": [0, 1]}"#)))
        #expect(error.line == 6)
        #expect(error.field == "events[1].at")
        #expect(error.message == "events[1].at (0.5) is earlier than events[0].at (1): list events in time order")
    }

    /// (one expectation entry on line 5, field, a phrase the message must contain)
    static let invalidExpectations: [(String, String, String)] = [
        (#"{"offset": [0, 0]}"#, "expect[0].at", "expect[0].at is missing: say when to check offset"),
        (#"{"at": "later", "phase": "idle"}"#, "expect[0].at", "expect[0].at must be \"settled\" or a time in seconds (got \"later\")"),
        (#"{"at": -1, "phase": "idle"}"#, "expect[0].at", "(got -1)"),
        (#"{"at": 1, "max-overscroll": 0}"#, "expect[0].at", "expect[0].at is not used by max-overscroll: it checks the whole run"),
        (#"{"at": 1, "phase": "idle", "page": 1}"#, "expect[0].page", "expect[0] has both phase and page: one check per entry"),
        (#"{"at": 1}"#, "expect[0]", "expect[0] checks nothing"),
        (#"{"at": 1, "phase": "idle", "tolerance": 1}"#, "expect[0].tolerance", "expect[0].tolerance is not used by a phase check"),
        (#"{"at": 1, "phase": "scrolling"}"#, "expect[0].phase", "unknown phase \"scrolling\" in expect[0].phase"),
        (#"{"at": 1, "activity": "fling"}"#, "expect[0].activity", "unknown activity \"fling\""),
        (#"{"at": 1, "source": "mouse"}"#, "expect[0].source", "unknown input source \"mouse\""),
        (#"{"at": 1, "page": "some"}"#, "expect[0].page", "expect[0].page must be a page number, \"any\" or \"none\" (got \"some\")"),
        (#"{"at": 1, "page": -1}"#, "expect[0].page", "(got -1)"),
        (#"{"at": 1, "edge": "middle"}"#, "expect[0].edge", "unknown edge \"middle\""),
        (#"{"at": 1, "hue": 1.5}"#, "expect[0].hue", "expect[0].hue must be a hue from 0 to 1 (got 1.5)"),
        (#"{"at": 1, "offset": [0, 0], "tolerance": -1}"#, "expect[0].tolerance", "expect[0].tolerance must be a number ≥ 0 (got -1)"),
        (#"{"settled-within": 0}"#, "expect[0].settled-within", "(got 0)"),
        (#"{"max-overscroll": -1}"#, "expect[0].max-overscroll", "(got -1)"),
        (#"{"decisions": 1, "reason": "swipe"}"#, "expect[0].reason", "unknown decision reason \"swipe\" in expect[0].reason; known: gesture, resize"),
        (#"{"decision": 0, "adjusted": [0, 0]}"#, "expect[0].decision", "expect[0].decision must be a decision number (1 = the first) (got 0)"),
        (#"{"decision": 1}"#, "expect[0]", "expect[0] checks nothing: give original, proposed, adjusted, unclamped or velocity"),
        (#"{"end": "stop"}"#, "expect[0].end", "unknown end signal \"stop\""),
        (#"{"end": "phase", "from": 2, "to": 1}"#, "expect[0].to", "expect[0].to (1) is before from (2)"),
        (#"{"end": "phase", "count": 1.5}"#, "expect[0].count", "(got 1.5)"),
        (#"{"settled-within": 1, "reason": "gesture"}"#, "expect[0].reason", "expect[0].reason is not used by a settled-within check"),
        (#"{"at": 1, "header-height": 100}"#, "expect[0].header-height", "preset pages has no collapsible header"),
        (#"{"at": 1, "ofset": [0, 0]}"#, "expect[0].ofset", "unknown field \"ofset\" in expect[0] (did you mean \"offset\"?)"),
    ]

    @Test(arguments: invalidExpectations)
    func invalidExpectationsNameLineAndField(entry: String, field: String, phrase: String) throws {
        let error = try #require(S.error(S.expectations(entry)))
        #expect(error.line == 5, "\(error)")
        #expect(error.field == field, "\(error)")
        #expect(error.message.contains(phrase), "\(error.message)")
    }

    @Test func errorDescriptionNamesFileLineAndField() throws {
        // The brief's example: the 4th event (index 3) on line 12.
        var lines = ["{", "  \"version\": 1,", "  \"preset\": \"pages\",", "  \"events\": ["]
        lines += ["", "", ""]
        lines += [
            "    {\"at\": 0.1, \"wheel\": [0, 1]},",
            "    {\"at\": 0.2, \"wheel\": [0, 1]},",
            "    {\"at\": 0.3, \"wheel\": [0, 1]},",
            "",
            "    {\"at\": 0.4, \"drag\": {\"from\": [0, 0], \"to\": [1, 1],",
            "      \"duration\": -1}}",
            "  ]",
            "}",
        ]
        do {
            _ = try Scenario.parse(text: lines.joined(separator: "\n"), fileName: "scenarios/x.json",
                                   vocabulary: S.contractVocabulary)
            Issue.record("parsed")
        } catch {
            #expect(error.description == "scenarios/x.json:13:19: events[3].drag.duration must be a positive number of seconds, at most 60 (got -1)")
            #expect(error.line == 13)
            #expect(error.field == "events[3].drag.duration")
        }
    }

    @Test func syntaxErrorsNameLineAndColumn() throws {
        let error = try #require(S.error("{\n  \"version\": 1,\n  \"preset\": \"pages\",\n}"))
        #expect(error.kind == .syntax)
        #expect(error.line == 4)
        #expect(error.column != nil)
        #expect(error.description.hasPrefix("test.json:4:"))
        #expect(error.message.hasPrefix("invalid JSON: "))
        // Numbers that overflow a Double (the JSON way to write "infinity") are refused.
        let overflow = try #require(S.error(S.document("\"items\": 1e999")))
        #expect(overflow.kind == .syntax && overflow.line == 4)
        // Duplicate members too.
        let duplicate = try #require(S.error(S.document("\"items\": 1", "\"items\": 2")))
        #expect(duplicate.kind == .syntax && duplicate.line == 5)
    }

    @Test func unknownPresetDefaultBehaviorAsksForOne() throws {
        var vocabulary = S.contractVocabulary
        vocabulary.behaviorNames = ["free"]
        do {
            _ = try Scenario.parse(text: S.document(), fileName: "t.json", vocabulary: vocabulary)
            Issue.record("parsed")
        } catch {
            #expect(error.field == "behavior")
            #expect(error.message.contains("default behavior \"paging\" is not in the catalog"))
        }
    }

    @Test func loadNamesUnreadableFiles() throws {
        do {
            _ = try Scenario.load(path: "/nonexistent/dir/x.json")
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description == "/nonexistent/dir/x.json: cannot open the file: No such file or directory")
        }
        do {
            _ = try Scenario.load(path: S.bundledScenarioDirectory.path)
            Issue.record("loaded a directory")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.message.contains("is a directory"))
        }
    }

    @Test func nameSuggestionsAreCloseOrAbsent() {
        let names = ["paging", "view-aligned", "view-aligned-by-one", "seed-v1", "seed-v2", "seed-v3"]
        #expect(NameSuggestion.closest(to: "pagin", in: names) == "paging")
        #expect(NameSuggestion.closest(to: "Paging", in: names) == "paging")
        #expect(NameSuggestion.closest(to: "viewaligned", in: names) == "view-aligned")
        #expect(NameSuggestion.closest(to: "seed-v4", in: names) == "seed-v1")
        #expect(NameSuggestion.closest(to: "zzzzzz", in: names) == nil)
        #expect(NameSuggestion.closest(to: "", in: names) == nil)
        #expect(NameSuggestion.distance("kitten", "sitting") == 3)
        #expect(NameSuggestion.distance("", "abc") == 3)
    }

    /// Bad input never crashes: any mutation of a valid document either
    /// parses or fails with a message pointing at a line of the document.
    @Test func mutatedDocumentsNeverCrash() async throws {
        let url = S.bundledScenarioDirectory.appendingPathComponent("seed-v2-start-already-moved.json")
        let original = Array(try String(contentsOf: url, encoding: .utf8).unicodeScalars)
        let lineCount = original.filter { $0 == "\n" }.count + 1
        let alphabet = Array("{}[],:\"-0123456789.eE+ \ntruefalsenull\\abz".unicodeScalars)
        await propertyCheck(
            count: 3000,
            input: Gen.int(in: 0...(original.count - 1)), Gen.int(in: 0...2), Gen.int(in: 0...(alphabet.count - 1)),
            Gen.int(in: 0...(original.count - 1))
        ) { position, operation, replacement, second in
            var text = original
            switch operation {
            case 0: text.remove(at: position)
            case 1: text[position] = alphabet[replacement]
            default: text.insert(alphabet[replacement], at: position)
            }
            // A second, independent edit now and then.
            if second % 3 == 0, second < text.count { text[second] = alphabet[(replacement + 7) % alphabet.count] }
            let mutated = String(String.UnicodeScalarView(text))
            do throws(ScenarioError) {
                let scenario = try S.parse(mutated)
                #expect(scenario.events.allSatisfy { $0.time.isFinite && $0.time >= 0 })
            } catch {
                #expect(!error.message.isEmpty)
                if let line = error.line { #expect((1...(lineCount + 1)).contains(line), "\(error)") }
            }
        }
    }
}
