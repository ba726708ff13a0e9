/// Reads a version 1 scenario document into a `Scenario`, validating every
/// field. Every error names the file, the line of the offending value and its
/// field path (`events[3].drag.duration`); unknown fields and names are errors
/// that name them and suggest the closest known one.
struct ScenarioParser {
    let file: String
    var vocabulary = ScenarioVocabulary.catalogs

    // MARK: Limits (documented in Scenario and ScenarioEvent)

    static let maxTime = 600.0
    static let maxWindow = 16384.0
    static let maxItems = 10_000_000
    static let maxRepeat = 10_000
    static let maxGestureSeconds = 60.0
    static let maxPosition = 1_000_000.0
    static let maxScrollOffset = 1_000_000_000.0
    static let maxWheel = 1000.0

    static let topLevelFields = [
        "version", "name", "description", "note", "preset", "window", "items", "axis", "behavior", "lanes",
        "deceleration", "tick", "insets", "convention", "wheel-step", "bounces", "events", "expect",
        "end", "safe-area", "behavior-files", "view",
    ]
    /// Event type names and their modifiers come from `ScenarioEventType.all`.
    static var eventTypes: [String] { ScenarioEventType.names }
    static let expectationChecks = [
        "offset", "page", "edge", "phase", "activity", "source", "item", "velocity", "content", "hue",
        "status-bar-opacity", "header-height", "settled-within", "max-overscroll", "decisions", "decision", "end",
        "view", "view-event",
    ]
    static let expectationModifiers: [String: [String]] = [
        "offset": ["tolerance"], "page": ["tolerance"], "edge": ["tolerance"], "velocity": ["tolerance"], "content": ["tolerance"],
        "hue": ["tolerance"], "status-bar-opacity": ["tolerance"], "header-height": ["tolerance"], "decisions": ["reason"],
        "decision": ["original", "proposed", "adjusted", "unclamped", "velocity", "tolerance"],
        "end": ["from", "to", "count"],
        "view": ["equals", "tolerance"], "view-event": ["value", "from", "to", "count", "tolerance"],
    ]

    // MARK: Errors

    func error(_ message: String, at value: JSONValue?, field: String) -> ScenarioError {
        ScenarioError(kind: .invalid, file: file, line: value?.line, column: value?.column, field: field, message: message)
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Rejects members not in `allowed`, naming the first unknown one.
    func checkFields(_ members: [(key: String, value: JSONValue)], allowed: [String], path: String) throws(ScenarioError) {
        for member in members where !allowed.contains(member.key) {
            let hint = NameSuggestion.hint(for: member.key, in: allowed)
            let place = path.isEmpty ? "" : " in \(path)"
            throw error("unknown field \"\(member.key)\"\(place)\(hint)", at: member.value, field: Self.join(path, member.key))
        }
    }

    func object(_ value: JSONValue, _ path: String) throws(ScenarioError) -> [(key: String, value: JSONValue)] {
        guard let members = value.members else {
            throw error("\(path) must be an object (got \(ScenarioFormat.shown(value)))", at: value, field: path)
        }
        return members
    }

    // MARK: Scalars

    func number(
        _ value: JSONValue, _ path: String, min: Double, max: Double, minInclusive: Bool = true,
        what: String
    ) throws(ScenarioError) -> Double {
        guard let n = value.number, n.isFinite,
              minInclusive ? n >= min : n > min, n <= max
        else {
            throw error("\(path) must be \(what) (got \(ScenarioFormat.shown(value)))", at: value, field: path)
        }
        return n
    }

    func integer(_ value: JSONValue, _ path: String, min: Int, max: Int, what: String) throws(ScenarioError) -> Int {
        guard let n = value.number, n.isFinite, n == n.rounded(), n >= Double(min), n <= Double(max) else {
            throw error("\(path) must be \(what) (got \(ScenarioFormat.shown(value)))", at: value, field: path)
        }
        return Int(n)
    }

    func string(_ value: JSONValue, _ path: String, what: String = "a string") throws(ScenarioError) -> String {
        guard let s = value.string else {
            throw error("\(path) must be \(what) (got \(ScenarioFormat.shown(value)))", at: value, field: path)
        }
        return s
    }

    func bool(_ value: JSONValue, _ path: String) throws(ScenarioError) -> Bool {
        guard let b = value.bool else {
            throw error("\(path) must be true or false (got \(ScenarioFormat.shown(value)))", at: value, field: path)
        }
        return b
    }

    /// A string from a closed list of names; unknown ones get a suggestion.
    func name(_ value: JSONValue, _ path: String, kind: String, known: [String]) throws(ScenarioError) -> String {
        guard let s = value.string else {
            throw error(
                "\(path) must be a \(kind) name (got \(ScenarioFormat.shown(value)))\(NameSuggestion.hint(for: "", in: known))",
                at: value, field: path)
        }
        guard known.contains(s) else {
            let place = path.contains(".") || path.contains("[") ? " in \(path)" : ""
            throw error("unknown \(kind) \"\(s)\"\(place)\(NameSuggestion.hint(for: s, in: known))", at: value, field: path)
        }
        return s
    }

    /// An array of exactly `count` numbers, each checked by `element`.
    func numbers(
        _ value: JSONValue, _ path: String, count: Int, shape: String,
        element: (JSONValue, String) throws(ScenarioError) -> Double
    ) throws(ScenarioError) -> [Double] {
        guard let items = value.array, items.count == count else {
            throw error("\(path) must be \(shape) (got \(ScenarioFormat.shown(value)))", at: value, field: path)
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() { out.append(try element(item, "\(path)[\(i)]")) }
        return out
    }

    func pair(_ value: JSONValue, _ path: String, shape: String, min: Double, max: Double, what: String) throws(ScenarioError) -> (Double, Double) {
        let v = try numbers(value, path, count: 2, shape: shape) { (item, p) throws(ScenarioError) in
            try number(item, p, min: min, max: max, what: what)
        }
        return (v[0], v[1])
    }

    func point(_ value: JSONValue, _ path: String, limit: Double) throws(ScenarioError) -> Point {
        let (x, y) = try pair(value, path, shape: "[x, y]", min: -limit, max: limit,
                              what: "a number from \(ScenarioFormat.number(-limit)) to \(ScenarioFormat.number(limit))")
        return Point(x: x, y: y)
    }

    func vector(_ value: JSONValue, _ path: String, limit: Double) throws(ScenarioError) -> Vector {
        let p = try point(value, path, limit: limit)
        return Vector(dx: p.x, dy: p.y)
    }

    func windowSize(_ value: JSONValue, _ path: String) throws(ScenarioError) -> Size {
        let (w, h) = try pair(value, path, shape: "[width, height]", min: 1, max: Self.maxWindow,
                              what: "a size from 1 to 16384 px")
        return Size(width: w, height: h)
    }

    func seconds(_ value: JSONValue, _ path: String, max: Double, positive: Bool) throws(ScenarioError) -> Double {
        let what = positive
            ? "a positive number of seconds, at most \(ScenarioFormat.number(max))"
            : "a number of seconds from 0 to \(ScenarioFormat.number(max))"
        return try number(value, path, min: 0, max: max, minInclusive: !positive, what: what)
    }

    // MARK: Document

    func parseDocument(_ root: JSONValue) throws(ScenarioError) -> Scenario {
        try parseDocument(root, files: nil)
    }

    /// `files`: the `behavior-files` already read (their names are in `vocabulary`).
    private func parseDocument(_ root: JSONValue, files: [ScenarioBehaviorFile]?) throws(ScenarioError) -> Scenario {
        guard let members = root.members else {
            throw error("a scenario must be a JSON object (got \(ScenarioFormat.shown(root)))", at: root, field: "")
        }
        try checkFields(members, allowed: Self.topLevelFields, path: "")

        guard let version = root["version"] else {
            throw error("version is missing: a scenario file starts with \"version\": 1", at: root, field: "version")
        }
        guard version.number == Double(Scenario.formatVersion) else {
            throw error("version must be 1 (got \(ScenarioFormat.shown(version))): this playground reads version 1 scenario files",
                        at: version, field: "version")
        }
        // "view": a SwiftUI view file (relative to this file) scrolled instead
        // of a preset; its lane `view` (its own behavior) becomes a name.
        var viewPath: String?
        if let v = root["view"] {
            let path = try string(v, "view", what: "the path of a .swift view file")
            guard path.hasSuffix(".swift") || path.contains(".swift=") else {
                throw error("view must name a .swift file (got \(ScenarioFormat.shown(v)))", at: v, field: "view")
            }
            viewPath = Self.resolve(path, besides: file)
            if !vocabulary.behaviorNames.contains("view") {
                var extended = self
                extended.vocabulary.behaviorNames.append("view")
                return try extended.parseDocument(root, files: files)
            }
        }
        let preset: Preset
        if let presetValue = root["preset"] {
            let presetName = try name(presetValue, "preset", kind: "preset", known: vocabulary.presetNames)
            guard let found = vocabulary.preset(presetName) else {
                throw error("unknown preset \"\(presetName)\"", at: presetValue, field: "preset")
            }
            preset = found
        } else if viewPath != nil {
            preset = PresetCatalog.pages
        } else {
            throw error("preset is missing\(NameSuggestion.hint(for: "", in: vocabulary.presetNames))", at: root, field: "preset")
        }
        var scenario = Scenario(preset: preset, name: Self.baseName(of: file))
        scenario.fileName = file
        if let viewPath {
            scenario.view = viewPath
            scenario.behavior = "view"
        }
        if files == nil, let v = root["behavior-files"] {
            // Their names join the catalog's for the rest of the document.
            let files = try behaviorFiles(v, "behavior-files")
            var extended = self
            extended.vocabulary.behaviorNames += files.map(\.name)
            var parsed = try extended.parseDocument(root, files: files)
            parsed.behaviorFiles = files
            return parsed
        }

        if let v = root["name"] {
            let s = try string(v, "name", what: "a non-empty string")
            guard !s.isEmpty else { throw error("name must be a non-empty string", at: v, field: "name") }
            scenario.name = s
        }
        if let v = root["description"] { scenario.description = try string(v, "description") }
        if let v = root["note"] { _ = try string(v, "note") }
        if let v = root["window"] { scenario.window = try windowSize(v, "window") }
        if let v = root["items"] {
            scenario.items = try integer(v, "items", min: 0, max: Self.maxItems, what: "a whole number from 0 to 10000000")
        }
        if let v = root["axis"] {
            let s = try name(v, "axis", kind: "axis", known: ["vertical", "horizontal", "both"])
            scenario.axes = Axes(name: s)!
        }
        if let v = root["behavior"] {
            scenario.behavior = try name(v, "behavior", kind: "behavior", known: vocabulary.behaviorNames)
        } else if !vocabulary.behaviorNames.contains(scenario.behavior) {
            throw error("preset \(preset.name)'s default behavior \"\(scenario.behavior)\" is not in the catalog: set behavior",
                        at: root, field: "behavior")
        }
        if let v = root["lanes"] {
            let names = try laneBehaviors(v, "lanes", minimum: 2)
            if let b = root["behavior"], scenario.behavior != names[0] {
                throw error("behavior (\(scenario.behavior)) must be lanes[0] (\(names[0])): lane 0 is the scenario's behavior", at: b, field: "behavior")
            }
            scenario.behavior = names[0]
            scenario.lanes = names
        }
        if let v = root["deceleration"] { scenario.deceleration = try deceleration(v, "deceleration") }
        if let v = root["tick"] {
            scenario.tick = try number(v, "tick", min: 0.001, max: 0.1, what: "a tick length from 0.001 to 0.1 seconds")
        }
        if let v = root["insets"] {
            let n = try numbers(v, "insets", count: 4, shape: "[top, leading, bottom, trailing]") { (item, p) throws(ScenarioError) in
                try number(item, p, min: 0, max: Self.maxWindow, what: "an inset from 0 to 16384 px")
            }
            scenario.insets = EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
        }
        if let v = root["safe-area"] {
            let n = try numbers(v, "safe-area", count: 4, shape: "[top, leading, bottom, trailing]") { (item, p) throws(ScenarioError) in
                try number(item, p, min: 0, max: Self.maxWindow, what: "an inset from 0 to 16384 px")
            }
            scenario.safeArea = EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
        }
        if let v = root["convention"] {
            let s = try name(v, "convention", kind: "offset convention", known: OffsetConvention.allCases.map(\.rawValue))
            scenario.convention = OffsetConvention(rawValue: s)!
        }
        if let v = root["wheel-step"] {
            scenario.wheelStep = try number(v, "wheel-step", min: 0, max: 10_000, minInclusive: false,
                                            what: "a positive number of px per notch, at most 10000")
        }
        if let v = root["bounces"] { scenario.bounces = try bool(v, "bounces") }
        if let v = root["events"] {
            scenario.events = try events(v, tick: scenario.tick)
            try scenario.checkEventLimits()
        }
        if let v = root["end"] {
            let end = try seconds(v, "end", max: Scenario.maxEnd, positive: false)
            if let last = scenario.lastEventTime, end < last - 1e-9 {
                throw error(
                    "end (\(ScenarioFormat.number(end)) s) is before the last event, at \(ScenarioFormat.number(last)) s: the run would stop before delivering it",
                    at: v, field: "end")
            }
            scenario.end = end
        }
        if let v = root["expect"] {
            scenario.expectations = try expectations(v)
            // A header-height check reads the starting preset's header
            // (`ScenarioEvaluator`): on a preset without one it could only fail.
            if preset.style.collapsibleHeader == nil, let items = v.array,
               let i = scenario.expectations.firstIndex(where: { if case .headerHeight = $0.check { true } else { false } }) {
                throw error(
                    "expect[\(i)].header-height: preset \(preset.name) has no collapsible header (collapsible-header has one)",
                    at: items[i]["header-height"] ?? items[i], field: "expect[\(i)].header-height")
            }
        }
        return scenario
    }

    /// The file name without directories and a `.json` extension.
    /// `path` as seen from the folder of the file `file` (unchanged when absolute or when `file` has no folder).
    static func resolve(_ path: String, besides file: String) -> String {
        guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }

    static func baseName(of path: String) -> String {
        var base = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if base.hasSuffix(".json") { base.removeLast(5) }
        return base.isEmpty ? "scenario" : base
    }

    /// 1 (`minimum`) to 4 catalog behavior names, one per lane.
    /// `[{"name": …, "path": …, "hash": …, "expression": …}]`, 1 to 4 entries with distinct names.
    func behaviorFiles(_ value: JSONValue, _ path: String) throws(ScenarioError) -> [ScenarioBehaviorFile] {
        guard let items = value.array, (1...4).contains(items.count) else {
            throw error("\(path) must be a list of 1 to 4 behavior files (got \(ScenarioFormat.shown(value)))", at: value, field: path)
        }
        var files: [ScenarioBehaviorFile] = []
        for (i, item) in items.enumerated() {
            let p = "\(path)[\(i)]"
            guard let members = item.members else {
                throw error("\(p) must be an object {\"name\", \"path\", \"hash\"} (got \(ScenarioFormat.shown(item)))", at: item, field: p)
            }
            try checkFields(members, allowed: ["name", "path", "hash", "expression", "note"], path: p)
            func required(_ key: String) throws(ScenarioError) -> String {
                guard let v = item[key] else { throw error("\(p).\(key) is missing", at: item, field: "\(p).\(key)") }
                let text = try string(v, "\(p).\(key)", what: "a non-empty string")
                guard !text.isEmpty else { throw error("\(p).\(key) must be a non-empty string", at: v, field: "\(p).\(key)") }
                return text
            }
            let name = try required("name")
            guard !vocabulary.behaviorNames.contains(name), !files.contains(where: { $0.name == name }) else {
                throw error("\(p).name \"\(name)\" is already a behavior's name", at: item["name"], field: "\(p).name")
            }
            let expression = try item["expression"].map { (v) throws(ScenarioError) in try string(v, "\(p).expression") }
            files.append(ScenarioBehaviorFile(name: name, path: try required("path"), hash: try required("hash"), expression: expression))
        }
        return files
    }

    func laneBehaviors(_ value: JSONValue, _ path: String, minimum: Int = 1) throws(ScenarioError) -> [String] {
        guard let items = value.array, (minimum...4).contains(items.count) else {
            throw error("\(path) must be a list of \(minimum) to 4 behavior names, one per lane (got \(ScenarioFormat.shown(value)))",
                        at: value, field: path)
        }
        var names: [String] = []
        for (i, item) in items.enumerated() {
            names.append(try name(item, "\(path)[\(i)]", kind: "behavior", known: vocabulary.behaviorNames))
        }
        return names
    }

    func deceleration(_ value: JSONValue, _ path: String) throws(ScenarioError) -> DecelerationRate {
        if let n = value.number {
            guard let rate = DecelerationRate(rate: n) else {
                throw error("\(path) must be normal, fast or a rate between 0 and 1 (got \(ScenarioFormat.shown(value)))",
                            at: value, field: path)
            }
            return rate
        }
        guard let s = value.string else {
            throw error("\(path) must be normal, fast or a rate between 0 and 1 (got \(ScenarioFormat.shown(value)))",
                        at: value, field: path)
        }
        guard let rate = DecelerationRate(name: s) else {
            throw error("unknown deceleration \"\(s)\" in \(path)\(NameSuggestion.hint(for: s, in: ["normal", "fast"])); or give a rate between 0 and 1",
                        at: value, field: path)
        }
        return rate
    }

    // MARK: Events

    func events(_ value: JSONValue, tick: Double) throws(ScenarioError) -> [ScenarioEvent] {
        guard let items = value.array else {
            throw error("events must be an array (got \(ScenarioFormat.shown(value)))", at: value, field: "events")
        }
        var out: [ScenarioEvent] = []
        out.reserveCapacity(items.count)
        var previous: (time: Double, path: String)?
        for (i, item) in items.enumerated() {
            let path = "events[\(i)]"
            let event = try self.event(item, path, tick: tick)
            if let previous, event.time < previous.time {
                throw error(
                    "\(path).at (\(ScenarioFormat.number(event.time))) is earlier than \(previous.path).at (\(ScenarioFormat.number(previous.time))): list events in time order",
                    at: item["at"], field: "\(path).at")
            }
            previous = (event.time, path)
            out.append(event)
        }
        return out
    }

    func event(_ value: JSONValue, _ path: String, tick: Double) throws(ScenarioError) -> ScenarioEvent {
        let members = try object(value, path)
        let modifiers = Set(ScenarioEventType.all.flatMap(\.modifiers))
        try checkFields(members, allowed: ["at", "note"] + Self.eventTypes + modifiers.sorted(), path: path)
        let types = members.map(\.key).filter { Self.eventTypes.contains($0) }
        guard let type = types.first else {
            throw error("\(path) has no event type: give one of \(Self.eventTypes.joined(separator: ", "))", at: value, field: path)
        }
        guard types.count == 1 else {
            throw error("\(path) has both \(types[0]) and \(types[1]): one event type per entry", at: value[types[1]], field: "\(path).\(types[1])")
        }
        let descriptor = ScenarioEventType.named(type)!
        let allowed = descriptor.modifiers
        for member in members where modifiers.contains(member.key) && !allowed.contains(member.key) {
            throw error("\(path).\(member.key) is not used by a \(type) event", at: member.value, field: "\(path).\(member.key)")
        }
        if let note = value["note"] { _ = try string(note, "\(path).note") }
        guard let atValue = value["at"] else {
            throw error("\(path).at is missing (the event's time in seconds from the start)", at: value, field: "\(path).at")
        }
        let time = try seconds(atValue, "\(path).at", max: Self.maxTime, positive: false)
        let body = value[type]!
        let bodyPath = "\(path).\(type)"

        var repeatCount = 1
        var interval = 0.0
        if let r = value["repeat"] {
            repeatCount = try integer(r, "\(path).repeat", min: 1, max: Self.maxRepeat, what: "a whole number from 1 to 10000")
        }
        if let e = value["every"] {
            interval = try seconds(e, "\(path).every", max: Self.maxGestureSeconds, positive: true)
        } else if repeatCount > 1 {
            throw error("\(path).every is missing: a burst of \(repeatCount) events needs the seconds between them",
                        at: value, field: "\(path).every")
        }
        if Double(repeatCount - 1) * interval > Self.maxTime {
            throw error("\(path).repeat × every lasts longer than \(ScenarioFormat.number(Self.maxTime)) s", at: value["repeat"], field: "\(path).repeat")
        }

        var lane: Int?
        if let l = value["lane"] {
            lane = try integer(l, "\(path).lane", min: 0, max: 3, what: "a lane from 0 to 3")
        }
        let kind = try descriptor.decode(self, ScenarioEventFields(entry: value, path: path, body: body, bodyPath: bodyPath))
        return ScenarioEvent(time: time, kind: kind, repeatCount: repeatCount, interval: interval, lane: lane, line: value.line, column: value.column)
    }

    func drag(_ value: JSONValue, _ path: String) throws(ScenarioError) -> ScenarioDrag {
        let members = try object(value, path)
        try checkFields(members, allowed: ["from", "to", "duration", "hold", "finger", "note"], path: path)
        func required(_ key: String, _ what: String) throws(ScenarioError) -> JSONValue {
            guard let v = value[key] else {
                throw error("\(path).\(key) is missing (\(what))", at: value, field: "\(path).\(key)")
            }
            return v
        }
        let from = try point(try required("from", "the window position [x, y] where the pointer goes down"), "\(path).from", limit: Self.maxPosition)
        let to = try point(try required("to", "the window position [x, y] where it ends"), "\(path).to", limit: Self.maxPosition)
        let duration = try seconds(try required("duration", "seconds from down to reaching to"), "\(path).duration",
                                   max: Self.maxGestureSeconds, positive: true)
        var hold = 0.0
        if let h = value["hold"] { hold = try seconds(h, "\(path).hold", max: Self.maxGestureSeconds, positive: false) }
        var finger = 0
        if let f = value["finger"] {
            finger = try integer(f, "\(path).finger", min: 0, max: 9, what: "0 (the mouse) or a touch finger from 1 to 9")
        }
        if let note = value["note"] { _ = try string(note, "\(path).note") }
        return ScenarioDrag(from: from, to: to, duration: duration, hold: hold, finger: finger)
    }

    func scrollDestination(_ value: JSONValue, _ path: String) throws(ScenarioError) -> ScrollToRequest.Destination {
        let members = try object(value, path)
        try checkFields(members, allowed: ["offset", "item", "anchor", "note"], path: path)
        if let note = value["note"] { _ = try string(note, "\(path).note") }
        switch (value["offset"], value["item"]) {
        case let (offset?, nil):
            if let anchor = value["anchor"] {
                throw error("\(path).anchor is only used with item", at: anchor, field: "\(path).anchor")
            }
            return .offset(try point(offset, "\(path).offset", limit: Self.maxScrollOffset))
        case let (nil, item?):
            let id = try integer(item, "\(path).item", min: 0, max: 1_000_000_000, what: "an item id (a whole number ≥ 0)")
            var anchor: UnitPoint?
            if let a = value["anchor"] { anchor = try unitPoint(a, "\(path).anchor") }
            return .item(id: id, anchor: anchor)
        case (_?, _?):
            throw error("\(path) has both offset and item: give one", at: value, field: path)
        case (nil, nil):
            throw error("\(path) needs an offset [x, y] or an item id", at: value, field: path)
        }
    }

    func unitPoint(_ value: JSONValue, _ path: String) throws(ScenarioError) -> UnitPoint {
        let names = UnitPoint.named.keys.sorted()
        if value.array != nil {
            let (x, y) = try pair(value, path, shape: "an anchor name or [x, y]", min: 0, max: 1, what: "a unit coordinate from 0 to 1")
            return UnitPoint(x: x, y: y)
        }
        let s = try name(value, path, kind: "anchor", known: names)
        return UnitPoint.named[s]!
    }

    // MARK: Expectations

    func expectations(_ value: JSONValue) throws(ScenarioError) -> [ScenarioExpectation] {
        guard let items = value.array else {
            throw error("expect must be an array (got \(ScenarioFormat.shown(value)))", at: value, field: "expect")
        }
        var out: [ScenarioExpectation] = []
        for (i, item) in items.enumerated() { out.append(try expectation(item, "expect[\(i)]")) }
        return out
    }

    /// A view expectation's value: a number or a text.
    func viewValue(_ value: JSONValue, _ path: String) throws(ScenarioError) -> ScenarioViewValue {
        if let s = value.string { return .text(s) }
        return .number(try number(value, path, min: -1e12, max: 1e12, what: "a number or a text"))
    }

    /// The `from`, `to` (not before `from`) and `count` of a whole-run check.
    func window(_ value: JSONValue, _ path: String) throws(ScenarioError) -> (from: Double, to: Double?, count: Int?) {
        var from = 0.0
        var to: Double?
        var count: Int?
        if let v = value["from"] { from = try seconds(v, "\(path).from", max: Self.maxTime * 2, positive: false) }
        if let v = value["to"] {
            let t = try seconds(v, "\(path).to", max: Self.maxTime * 2, positive: false)
            guard t >= from else {
                throw error("\(path).to (\(ScenarioFormat.number(t))) is before from (\(ScenarioFormat.number(from)))", at: v, field: "\(path).to")
            }
            to = t
        }
        if let v = value["count"] { count = try integer(v, "\(path).count", min: 0, max: 1_000_000, what: "a whole number ≥ 0") }
        return (from, to, count)
    }

    func expectation(_ value: JSONValue, _ path: String) throws(ScenarioError) -> ScenarioExpectation {
        let members = try object(value, path)
        let modifiers = Set(Self.expectationModifiers.values.flatMap { $0 })
        try checkFields(members, allowed: ["at", "note", "behavior", "known-issue"] + Self.expectationChecks + modifiers.sorted(), path: path)
        if let note = value["note"] { _ = try string(note, "\(path).note") }
        var knownIssue: String?
        if let k = value["known-issue"] {
            let text = try string(k, "\(path).known-issue")
            guard text.contains(where: { !$0.isWhitespace }) else {
                throw error("\(path).known-issue must say why the program disagrees (got an empty text)", at: k, field: "\(path).known-issue")
            }
            knownIssue = text
        }
        var behaviors: [String] = []
        if let b = value["behavior"] {
            if let list = b.array {
                guard !list.isEmpty else {
                    throw error("\(path).behavior must name at least one behavior", at: b, field: "\(path).behavior")
                }
                for (i, item) in list.enumerated() {
                    behaviors.append(try name(item, "\(path).behavior[\(i)]", kind: "behavior", known: vocabulary.behaviorNames))
                }
            } else {
                behaviors = [try name(b, "\(path).behavior", kind: "behavior", known: vocabulary.behaviorNames)]
            }
        }
        // "velocity" is a check of its own and a modifier of "decision".
        let keys = members.map(\.key)
        let check: String
        if keys.contains("decision") {
            check = "decision"
        } else {
            let checks = keys.filter { Self.expectationChecks.contains($0) }
            guard let first = checks.first else {
                throw error("\(path) checks nothing: give one of \(Self.expectationChecks.joined(separator: ", "))", at: value, field: path)
            }
            guard checks.count == 1 else {
                throw error("\(path) has both \(checks[0]) and \(checks[1]): one check per entry", at: value[checks[1]], field: "\(path).\(checks[1])")
            }
            check = first
        }
        let allowed = Self.expectationModifiers[check] ?? []
        for member in members where member.key != check && modifiers.contains(member.key) && !allowed.contains(member.key) {
            throw error("\(path).\(member.key) is not used by a \(check) check", at: member.value, field: "\(path).\(member.key)")
        }
        let body = value[check]!
        let bodyPath = "\(path).\(check)"
        func tolerance(_ fallback: Double) throws(ScenarioError) -> Double {
            guard let t = value["tolerance"] else { return fallback }
            return try number(t, "\(path).tolerance", min: 0, max: 1_000_000, what: "a number ≥ 0")
        }

        let kind: ScenarioExpectation.Check
        switch check {
        case "offset":
            kind = .offset(try point(body, bodyPath, limit: Self.maxScrollOffset), tolerance: try tolerance(0.5))
        case "page":
            let target: ScenarioExpectation.PageTarget
            if let s = body.string {
                switch s {
                case "any": target = .any
                case "none": target = .none
                default:
                    throw error("\(bodyPath) must be a page number, \"any\" or \"none\" (got \(ScenarioFormat.shown(body)))", at: body, field: bodyPath)
                }
            } else {
                target = .index(try integer(body, bodyPath, min: 0, max: Self.maxItems,
                                            what: "a page number (0 = the first), \"any\" or \"none\""))
            }
            kind = .page(target, tolerance: try tolerance(0.5))
        case "edge":
            let edge = try name(body, bodyPath, kind: "edge", known: ["start", "end"])
            kind = .edge(ScenarioExpectation.Edge(rawValue: edge)!, tolerance: try tolerance(0.5))
        case "phase":
            kind = .phase(ScrollPhase(rawValue: try name(body, bodyPath, kind: "phase", known: ScrollPhase.allCases.map(\.rawValue)))!)
        case "activity":
            kind = .activity(ScrollActivityKind(rawValue: try name(body, bodyPath, kind: "activity",
                                                                   known: ScrollActivityKind.allCases.map(\.rawValue)))!)
        case "source":
            kind = .source(InputSource(rawValue: try name(body, bodyPath, kind: "input source", known: InputSource.allCases.map(\.rawValue)))!)
        case "item":
            kind = .item(try integer(body, bodyPath, min: 0, max: 1_000_000_000, what: "an item id (a whole number ≥ 0)"))
        case "velocity":
            kind = .velocity(try vector(body, bodyPath, limit: Self.maxScrollOffset), tolerance: try tolerance(1))
        case "content":
            let (w, h) = try pair(body, bodyPath, shape: "[width, height]", min: 0, max: Self.maxScrollOffset, what: "a length ≥ 0")
            kind = .content(Size(width: w, height: h), tolerance: try tolerance(0.5))
        case "hue":
            kind = .hue(try number(body, bodyPath, min: 0, max: 1, what: "a hue from 0 to 1"), tolerance: try tolerance(0.001))
        case "status-bar-opacity":
            kind = .statusBarOpacity(try number(body, bodyPath, min: 0, max: 1, what: "an opacity from 0 to 1"), tolerance: try tolerance(0.001))
        case "header-height":
            kind = .headerHeight(try number(body, bodyPath, min: 0, max: Self.maxWindow, what: "a height from 0 to 16384 px"), tolerance: try tolerance(0.5))
        case "settled-within":
            kind = .settledWithin(try seconds(body, bodyPath, max: Self.maxTime, positive: true))
        case "max-overscroll":
            kind = .maxOverscroll(try number(body, bodyPath, min: 0, max: Self.maxScrollOffset, what: "a distance ≥ 0 px"))
        case "decisions":
            let n = try integer(body, bodyPath, min: 0, max: 1_000_000, what: "a whole number ≥ 0")
            var reason: ScrollTargetUpdateReason?
            if let r = value["reason"] {
                let names = [ScrollTargetUpdateReason.gestureEnded.rawValue, ScrollTargetUpdateReason.containerResized.rawValue]
                reason = ScrollTargetUpdateReason(rawValue: try name(r, "\(path).reason", kind: "decision reason", known: names))
            }
            kind = .decisionCount(n, reason: reason)
        case "decision":
            var d = ScenarioDecisionCheck(number: try integer(body, bodyPath, min: 1, max: 1_000_000,
                                                             what: "a decision number (1 = the first)"))
            if let v = value["original"] { d.original = try point(v, "\(path).original", limit: Self.maxScrollOffset) }
            if let v = value["proposed"] { d.proposed = try point(v, "\(path).proposed", limit: Self.maxScrollOffset) }
            if let v = value["adjusted"] { d.adjusted = try point(v, "\(path).adjusted", limit: Self.maxScrollOffset) }
            if let v = value["unclamped"] { d.unclamped = try point(v, "\(path).unclamped", limit: Self.maxScrollOffset) }
            if let v = value["velocity"] { d.velocity = try vector(v, "\(path).velocity", limit: Self.maxScrollOffset) }
            guard d.original != nil || d.proposed != nil || d.adjusted != nil || d.unclamped != nil || d.velocity != nil else {
                throw error("\(path) checks nothing: give original, proposed, adjusted, unclamped or velocity", at: value, field: path)
            }
            d.tolerance = try tolerance(0.5)
            kind = .decision(d)
        case "view":
            let name = try string(body, bodyPath, what: "a state's name (stopOffset, or Screen.stopOffset)")
            guard !name.isEmpty else { throw error("\(bodyPath) must name a state (got an empty text)", at: body, field: bodyPath) }
            guard let v = value["equals"] else {
                throw error("\(path).equals is missing: say what \(name) should be (a number or a text)", at: value, field: "\(path).equals")
            }
            kind = .viewState(name, equals: try viewValue(v, "\(path).equals"), tolerance: try tolerance(0.01))
        case "view-event":
            let name = try string(body, bodyPath, what: "a callback's name (onReceive, onChange, …) or state")
            guard !name.isEmpty else { throw error("\(bodyPath) must name a callback (got an empty text)", at: body, field: bodyPath) }
            let (from, to, count) = try window(value, path)
            kind = .viewEvent(
                name, value: try value["value"].map { (v) throws(ScenarioError) in try viewValue(v, "\(path).value") },
                tolerance: try tolerance(0.01), from: from, to: to, count: count)
        default: // "end"
            let signal = try name(body, bodyPath, kind: "end signal", known: ["debounce", "phase"])
            let (from, to, count) = try window(value, path)
            kind = .end(signal == "debounce" ? .debounce : .phase, from: from, to: to, count: count)
        }

        var moment: ScenarioExpectation.Moment?
        if kind.isMomentary {
            guard let at = value["at"] else {
                throw error("\(path).at is missing: say when to check \(check) (\"settled\" or seconds)", at: value, field: "\(path).at")
            }
            if let s = at.string {
                guard s == "settled" else {
                    throw error("\(path).at must be \"settled\" or a time in seconds (got \(ScenarioFormat.shown(at)))", at: at, field: "\(path).at")
                }
                moment = .settled
            } else {
                moment = .time(try number(at, "\(path).at", min: 0, max: Self.maxTime * 2,
                                          what: "\"settled\" or a time in seconds from 0 to 1200"))
            }
        } else if let at = value["at"] {
            throw error("\(path).at is not used by \(check): it checks the whole run", at: at, field: "\(path).at")
        }
        return ScenarioExpectation(kind, at: moment, line: value.line, behaviors: behaviors, knownIssue: knownIssue)
    }
}
