import Foundation
import ScrollKitCore

/// The lines exchanged with a behavior host. Requests are probe lines
/// (docs/formats.md, "Probe lines", with the targets near the gesture and
/// the release offset when the engine has them); answers are
/// `{"rect": [x, y, width, height], "anchor": null}` (or `[x, y]`), or
/// `{"error": "…"}`. Unlike the probe's output, numbers are written in
/// Swift's shortest round-trip form, so every Double crosses the pipe bit
/// for bit and a hosted behavior answers exactly what it would in process;
/// a non-finite result is `null` and reads back as NaN.
package enum BehaviorHostMessage {
    /// The request line for one `updateTarget` call.
    package static func request(target: ScrollTarget, context: ScrollTargetBehaviorContext) -> String {
        let container = context.containerSize
        let original = context.originalTarget.offset(in: container)
        let proposed = target.offset(in: container)
        return "{\"axes\": \"\(context.axes.name)\", \"containerSize\": \(pair(container.width, container.height)), "
            + "\"contentSize\": \(pair(context.contentSize.width, context.contentSize.height)), "
            + "\"originalOffset\": \(pair(original.x, original.y)), \"proposedOffset\": \(pair(proposed.x, proposed.y)), "
            + "\"velocity\": \(pair(context.velocity.dx, context.velocity.dy))"
            + (context.releaseOffset.map { ", \"releaseOffset\": \(pair($0.x, $0.y))" } ?? "")
            + (nearbyTargets(context, proposed: proposed).map { ", \"targets\": [\($0.map { r in "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]" }.joined(separator: ", "))]" } ?? "")
            + "}"
    }

    /// The most target frames one request carries.
    static let maximumTargets = 512

    /// The scroll targets a view-aligned behavior in the file can align to:
    /// those whose leading edge on the scroll axis lies within two container
    /// lengths of where the gesture began, was released or would rest, each
    /// clamped to the valid offsets as the built-ins clamp them (one
    /// more before, for a view longer than the container), at most
    /// `maximumTargets`. Nil when the context has none. Each lookup is a
    /// binary search, so a million targets cost as much as ten.
    static func nearbyTargets(_ context: ScrollTargetBehaviorContext, proposed: Point) -> [Rect]? {
        guard let layout = context.targets, layout.targetCount > 0 else { return nil }
        let axis = context.axis
        let length = context.containerSize[axis]
        let container = context.containerSize
        let points = [
            context.originalTarget.offset(in: container)[axis], proposed[axis], context.releaseOffset?[axis],
        ].compactMap { $0 }.filter(\.isFinite).map { min(max($0, 0), max(0, context.contentSize[axis] - length)) }
        guard let low = points.min(), let high = points.max(), length.isFinite else { return nil }
        return nearbyTargets(layout, axis: axis, from: low - 2 * length, to: high + 2 * length)
    }

    static func nearbyTargets(_ layout: any ScrollTargetLayout, axis: Axis, from low: Double, to high: Double) -> [Rect] {
        var index = max(0, layout.firstTarget(atOrAfter: low, on: axis) - 1)
        var frames: [Rect] = []
        while index < layout.targetCount, frames.count < maximumTargets {
            let frame = layout.targetFrame(at: index)
            if frame.min(axis) > high { break }
            frames.append(frame)
            index += 1
        }
        return frames
    }

    /// The answer line for a target rect and anchor.
    package static func answer(rect: [Double], anchor: (Double, Double)?) -> String {
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
        return .success(ScrollTarget(rect: CGRect(x: n[0], y: n[1], width: n[2], height: n[3]), anchor: anchor))
    }

    package static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    package static func pair(_ a: Double, _ b: Double) -> String {
        "[\(number(a)), \(number(b))]"
    }
}
