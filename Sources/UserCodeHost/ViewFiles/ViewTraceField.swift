import ScrollKitCore

/// The trace's `view` field: what a view file's view did at a tick, one
/// string per event in the order it ran (`HostedViewEvent.description`:
/// `onReceive 640.0`, `Screen.stopOffset = 640.0`). Present only on ticks
/// where the view did something, so traces of views that do not react
/// (and of presets) keep their bytes.
package enum ViewTraceField {
    /// `line` (a trace line, one JSON object) with `"view": [...]` added
    /// before its closing brace; `line` itself when `events` is empty.
    package static func adding(_ events: [HostedViewEvent], to line: String) -> String {
        guard !events.isEmpty, line.hasSuffix("}") else { return line }
        var w = JSONWriter()
        w.add("view", strings: events.map(\.description))
        let field = w.result
        // `{"view": [...]}` → `, "view": [...]` inside the line's object.
        return String(line.dropLast()) + ", " + String(field.dropFirst().dropLast()) + "}"
    }
}
