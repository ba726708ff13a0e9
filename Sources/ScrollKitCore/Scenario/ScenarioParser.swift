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
        "deceleration", "tick", "insets", "convention", "wheel-step", "smooth-scrolling", "bounces", "events", "expect",
        "end", "safe-area", "behavior-files", "view", "view-hash",
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
        } else if viewPath != nil || vocabulary.viewGiven {
            preset = PresetCatalog.pages
        } else {
            throw error("preset is missing\(NameSuggestion.hint(for: "", in: vocabulary.presetNames))", at: root, field: "preset")
        }
        var scenario = Scenario(preset: preset, name: Self.baseName(of: file))
        scenario.fileName = file
        if let viewPath {
            scenario.view = viewPath
            scenario.behavior = "view"
            if let v = root["view-hash"] { scenario.viewHash = try string(v, "view-hash", what: "the hash of the view file's text") }
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
        if let v = root["smooth-scrolling"] { scenario.smoothScrolling = try bool(v, "smooth-scrolling") }
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
}
