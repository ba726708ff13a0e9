extension Scenario {
    /// The scenario as a version 1 file that `Scenario.parse` reads back to the
    /// same settings and events (each number written as the shortest decimal
    /// that reads back as the same Double; each event through its
    /// `ScenarioEventType.encode`, one entry per line). This is what a capture
    /// writes. Expectations are not written (a capture has none yet).
    public var fileText: String {
        var lines = ["{", "  \"version\": \(Self.formatVersion),"]
        func add(_ key: String, _ value: String) { lines.append("  \(JSONWriter.quote(key)): \(value),") }
        if !name.isEmpty { add("name", JSONWriter.quote(name)) }
        if !description.isEmpty { add("description", JSONWriter.quote(description)) }
        // A view's scenario names its view; its preset (named after the file) is the view's own.
        if let view {
            add("view", JSONWriter.quote(view))
            if let viewHash { add("view-hash", JSONWriter.quote(viewHash)) }
        } else {
            add("preset", JSONWriter.quote(preset))
        }
        add("window", ScenarioEncoding.pair(window.width, window.height))
        add("items", String(items))
        add("axis", JSONWriter.quote(axes.name))
        if !behaviorFiles.isEmpty {
            let entries = behaviorFiles.map { file in
                "{\"name\": \(JSONWriter.quote(file.name)), \"path\": \(JSONWriter.quote(file.path)), \"hash\": \(JSONWriter.quote(file.hash))"
                    + (file.expression.map { ", \"expression\": \(JSONWriter.quote($0))" } ?? "") + "}"
            }
            add("behavior-files", "[" + entries.joined(separator: ", ") + "]")
        }
        add("behavior", JSONWriter.quote(behavior))
        if lanes.count > 1 { add("lanes", "[" + lanes.map(JSONWriter.quote).joined(separator: ", ") + "]") }
        let namedRate = deceleration == .normal || deceleration == .fast
        add("deceleration", namedRate ? JSONWriter.quote(deceleration.name) : ScenarioEncoding.number(deceleration.rate))
        add("tick", ScenarioEncoding.number(tick))
        add("insets", "[\([insets.top, insets.leading, insets.bottom, insets.trailing].map(ScenarioEncoding.number).joined(separator: ", "))]")
        if safeArea != .zero {
            add("safe-area", "[\([safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].map(ScenarioEncoding.number).joined(separator: ", "))]")
        }
        add("convention", JSONWriter.quote(convention.rawValue))
        add("wheel-step", ScenarioEncoding.number(wheelStep))
        add("bounces", bounces ? "true" : "false")
        if !smoothScrolling { add("smooth-scrolling", "false") }
        if let end { add("end", ScenarioEncoding.number(end)) }
        if events.isEmpty {
            lines.append("  \"events\": []")
        } else {
            lines.append("  \"events\": [")
            for (i, event) in events.enumerated() {
                lines.append("    " + event.entryText + (i == events.count - 1 ? "" : ","))
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ScenarioEvent {
    /// The entry as one line of a file's `events` list, e.g.
    /// `{"at": 0.5, "wheel": [0, -1], "repeat": 3, "every": 0.05}`.
    public var entryText: String {
        var members = [("at", ScenarioEncoding.number(time))]
        members += ScenarioEventType.of(kind).encode(kind)
        if repeatCount > 1 {
            members.append(("repeat", String(repeatCount)))
            members.append(("every", ScenarioEncoding.number(interval)))
        }
        if let lane { members.append(("lane", String(lane))) }
        return "{" + members.map { "\(JSONWriter.quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
