extension ScenarioParser {
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
}
