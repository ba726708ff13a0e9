extension FrameRecord {
    /// The record as one trace line (docs/formats.md), without a newline. Fields
    /// appear in a fixed order; `decision` and `ends` only when present.
    public var traceLine: String {
        var w = JSONWriter()
        w.add("tick", tick)
        w.add("t", time)
        w.add("offset", offset)
        w.add("velocity", velocity)
        w.add("phase", phase.rawValue)
        w.add("activity", activity.rawValue)
        w.add("behavior", behavior)
        w.add("source", source.rawValue)
        w.add("container", containerSize)
        w.add("content", contentSize)
        w.add("hue", TraceNumber.belowOne(hue))  // [0, 1): 0.99996 must not print as 1
        if let decision {
            var d = JSONWriter()
            d.add("behavior", decision.behavior)
            d.add("original", decision.original)
            d.add("proposed", decision.proposed)
            d.add("adjusted", decision.adjusted)
            d.add("velocity", decision.velocity)
            d.add("reason", decision.reason.rawValue)
            if let unclamped = decision.unclamped { d.add("unclamped", unclamped) }
            w.add("decision", raw: d.result)
        }
        if !ends.isEmpty { w.add("ends", strings: ends.names) }
        if let restingOffset { w.add("resting", restingOffset) }
        w.add("inputs", strings: inputs)
        return w.result
    }
}
