import ScrollKitCore

/// The lines exchanged with a behavior host. Requests are probe lines
/// (docs/formats.md, "Probe lines", without `targets`); answers are
/// `{"rect": [x, y, width, height], "anchor": null}` (or `[x, y]`), or
/// `{"error": "…"}`. Unlike the probe's output, numbers are written in
/// Swift's shortest round-trip form, so every Double crosses the pipe bit
/// for bit and a hosted behavior answers exactly what it would in process;
/// a non-finite result is `null` and reads back as NaN.
enum BehaviorHostMessage {
    /// The request line for one `updateTarget` call.
    static func request(target: ScrollTarget, context: ScrollTargetBehaviorContext) -> String {
        let container = context.containerSize
        let original = context.originalTarget.offset(in: container)
        let proposed = target.offset(in: container)
        return "{\"axes\": \"\(context.axes.name)\", \"containerSize\": \(pair(container.width, container.height)), "
            + "\"contentSize\": \(pair(context.contentSize.width, context.contentSize.height)), "
            + "\"originalOffset\": \(pair(original.x, original.y)), \"proposedOffset\": \(pair(proposed.x, proposed.y)), "
            + "\"velocity\": \(pair(context.velocity.dx, context.velocity.dy))}"
    }

    /// The answer line for a target rect and anchor.
    static func answer(rect: [Double], anchor: (Double, Double)?) -> String {
        let anchorText = anchor.map { pair($0.0, $0.1) } ?? "null"
        return "{\"rect\": [\(rect.map(number).joined(separator: ", "))], \"anchor\": \(anchorText)}"
    }

    /// Reads an answer line into a target, or returns the reason it is not one.
    static func parseAnswer(_ line: String) -> Result<ScrollTarget, BehaviorHostConnection.Failure> {
        guard let value = try? JSONParser.parse(line) else { return .failure(.badAnswer(line)) }
        if let message = value["error"]?.string { return .failure(.badAnswer(message)) }
        guard let rect = value["rect"]?.array, rect.count == 4 else { return .failure(.badAnswer(line)) }
        let n = rect.map { $0.number ?? .nan }
        var anchor: UnitPoint?
        if let a = value["anchor"]?.array, a.count == 2 {
            anchor = UnitPoint(x: a[0].number ?? .nan, y: a[1].number ?? .nan)
        }
        return .success(ScrollTarget(rect: Rect(x: n[0], y: n[1], width: n[2], height: n[3]), anchor: anchor))
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    static func pair(_ a: Double, _ b: Double) -> String {
        "[\(number(a)), \(number(b))]"
    }
}
