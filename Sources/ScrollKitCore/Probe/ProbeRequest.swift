/// One probe input line, validated (docs/formats.md, "Probe lines"):
///
/// ```json
/// {"axes": "horizontal", "containerSize": [390, 844], "contentSize": [7800, 844],
///  "originalOffset": [780, 0], "proposedOffset": [950, 0], "velocity": [420, 0],
///  "targets": [[0, 0, 390, 844], [390, 0, 390, 844]]}
/// ```
///
/// Every field but `targets` and `releaseOffset` is required; no other field is allowed. Numbers
/// must be finite (JSON has no NaN; a number too large for a Double is a
/// syntax error) and at most `maximumMagnitude` in size. `containerSize` must
/// be positive and at least 1 logical pixel a side (a subnormal size would
/// make page arithmetic overflow to infinity), `contentSize` and target
/// sizes must not be negative.
/// Offsets may lie outside the valid range: the behavior sees them as given
/// (seed 004's code is probed on any context).
public struct ProbeRequest: Hashable, Sendable {
    public var axes: Axes
    public var containerSize: Size
    public var contentSize: Size
    /// The offset when the gesture began (`context.originalTarget`).
    public var originalOffset: Point
    /// Where the motion would naturally rest (the target passed in).
    public var proposedOffset: Point
    /// px/s, positive toward the end of the content.
    public var velocity: Vector
    /// The frames of the scroll targets, in content coordinates, as given.
    public var targets: [Rect]?
    /// Where the content was when the gesture ended (`context.releaseOffset`);
    /// nil: not given (behaviors then use `originalOffset`).
    public var releaseOffset: Point?

    /// The largest magnitude accepted for any number, px or px/s.
    public static let maximumMagnitude = 1e9

    /// The input fields, in the order errors mention them.
    public static let fieldNames = [
        "axes", "containerSize", "contentSize", "originalOffset", "proposedOffset", "velocity", "targets", "releaseOffset",
    ]
    static let requiredFieldNames = Array(fieldNames.dropLast(2))

    public init(
        axes: Axes, containerSize: Size, contentSize: Size, originalOffset: Point,
        proposedOffset: Point, velocity: Vector, targets: [Rect]? = nil, releaseOffset: Point? = nil
    ) {
        self.releaseOffset = releaseOffset
        self.axes = axes
        self.containerSize = containerSize
        self.contentSize = contentSize
        self.originalOffset = originalOffset
        self.proposedOffset = proposedOffset
        self.velocity = velocity
        self.targets = targets
    }

    /// Parses and validates one line of JSON text.
    public init(line: String) throws(ProbeInputError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw ProbeInputError("malformed JSON at column \(error.column): \(error.message)")
        }
        try self.init(json: value)
    }

    /// Validates a parsed line.
    public init(json value: JSONValue) throws(ProbeInputError) {
        guard let members = value.members else {
            throw ProbeInputError("expected a JSON object, found \(value.kindDescription)")
        }
        let unknown = members.map(\.key).filter { !Self.fieldNames.contains($0) }
        if !unknown.isEmpty {
            let list = unknown.map(JSONWriter.quote).joined(separator: ", ")
            throw ProbeInputError(
                "unknown field\(unknown.count == 1 ? "" : "s") \(list) (expected \(Self.fieldNames.joined(separator: ", ")))"
            )
        }
        let missing = Self.requiredFieldNames.filter { value[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map(JSONWriter.quote).joined(separator: ", ")
            throw ProbeInputError("missing field\(missing.count == 1 ? "" : "s") \(list)")
        }
        axes = try Self.axes(value["axes"]!)
        let container = try Self.pair(value["containerSize"]!, field: "containerSize", names: "[width, height]")
        guard container.0 > 0, container.1 > 0 else { throw ProbeInputError("containerSize must be positive") }
        guard container.0 >= 1, container.1 >= 1 else {
            throw ProbeInputError("containerSize must be at least 1 logical pixel a side (got [\(container.0), \(container.1)])")
        }
        containerSize = Size(width: container.0, height: container.1)
        let content = try Self.pair(value["contentSize"]!, field: "contentSize", names: "[width, height]")
        guard content.0 >= 0, content.1 >= 0 else { throw ProbeInputError("contentSize must not be negative") }
        contentSize = Size(width: content.0, height: content.1)
        let original = try Self.pair(value["originalOffset"]!, field: "originalOffset", names: "[x, y]")
        originalOffset = Point(x: original.0, y: original.1)
        let proposed = try Self.pair(value["proposedOffset"]!, field: "proposedOffset", names: "[x, y]")
        proposedOffset = Point(x: proposed.0, y: proposed.1)
        let v = try Self.pair(value["velocity"]!, field: "velocity", names: "[dx, dy]")
        velocity = Vector(dx: v.0, dy: v.1)
        targets = try value["targets"].map { v throws(ProbeInputError) in try Self.frames(v) }
        if let r = value["releaseOffset"] {
            let release = try Self.pair(r, field: "releaseOffset", names: "[x, y]")
            releaseOffset = Point(x: release.0, y: release.1)
        }
    }

    /// The context the behavior is asked with: the original target is the
    /// container at `originalOffset`; targets, when given, sorted on the scroll axis.
    public var context: ScrollTargetBehaviorContext {
        ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: originalOffset, containerSize: containerSize),
            velocity: velocity, contentSize: contentSize, containerSize: containerSize, axes: axes,
            targets: targets.map { ArrayScrollTargetLayout(frames: $0, axis: axes.primary) },
            releaseOffset: releaseOffset
        )
    }

    /// The target passed in: the container at `proposedOffset`, no anchor.
    public var proposedTarget: ScrollTarget {
        ScrollTarget(offset: proposedOffset, containerSize: containerSize)
    }

    /// The offset `behavior` answers, exactly as it computes it (unclamped).
    public func answer(_ behavior: any NamedScrollTargetBehavior) -> Point {
        behavior.updatedTarget(proposedTarget, context: context).offset(in: containerSize)
    }

    // MARK: Field readers

    private static func axes(_ value: JSONValue) throws(ProbeInputError) -> Axes {
        let expected = "axes must be \"horizontal\", \"vertical\" or \"both\""
        guard let name = value.string else { throw ProbeInputError("\(expected), not \(value.kindDescription)") }
        guard let axes = Axes(name: name) else { throw ProbeInputError("\(expected), not \(JSONWriter.quote(name))") }
        return axes
    }

    private static func number(_ value: JSONValue, field: String) throws(ProbeInputError) -> Double {
        guard let n = value.number else {
            throw ProbeInputError("\(field) must be a number, not \(value.kindDescription)")
        }
        guard n.isFinite, abs(n) <= maximumMagnitude else {
            throw ProbeInputError("\(field) must be within ±\(TraceNumber.format(maximumMagnitude))")
        }
        return n
    }

    private static func pair(_ value: JSONValue, field: String, names: String) throws(ProbeInputError) -> (Double, Double) {
        let expected = "\(field) must be an array of 2 numbers \(names)"
        guard let items = value.array else { throw ProbeInputError("\(expected), not \(value.kindDescription)") }
        guard items.count == 2 else { throw ProbeInputError("\(expected), not \(items.count) item\(items.count == 1 ? "" : "s")") }
        return (try number(items[0], field: "\(field)[0]"), try number(items[1], field: "\(field)[1]"))
    }

    private static func frames(_ value: JSONValue) throws(ProbeInputError) -> [Rect] {
        guard let items = value.array else {
            throw ProbeInputError("targets must be an array of frames [x, y, width, height], not \(value.kindDescription)")
        }
        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let field = "targets[\(i)]"
            let expected = "\(field) must be an array of 4 numbers [x, y, width, height]"
            guard let parts = item.array else { throw ProbeInputError("\(expected), not \(item.kindDescription)") }
            guard parts.count == 4 else {
                throw ProbeInputError("\(expected), not \(parts.count) item\(parts.count == 1 ? "" : "s")")
            }
            var n: [Double] = []
            for (j, part) in parts.enumerated() { n.append(try number(part, field: "\(field)[\(j)]")) }
            guard n[2] >= 0, n[3] >= 0 else { throw ProbeInputError("\(field) width and height must not be negative") }
            frames.append(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        }
        return frames
    }
}
