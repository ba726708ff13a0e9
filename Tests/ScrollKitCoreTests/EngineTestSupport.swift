import Foundation
import Synchronization
@testable import ScrollKitCore

/// Shared helpers for the engine, interpreter, simulation and observation suites.
enum EngineTestSupport {
    static let tick = 1.0 / 120.0

    /// A vertical list of `count` rows of `rowLength` px in a container.
    static func engine(
        axes: Axes = .vertical, count: Int = 100, rowLength: Double = 60,
        container: Size = Size(width: 390, height: 844),
        behavior: any NamedScrollTargetBehavior = FreeScrollTargetBehavior(),
        configuration: ScrollConfiguration? = nil, targets: Bool = false
    ) -> ScrollEngine {
        let layout = StackLayout(
            axis: axes.primary, itemCount: count, itemLength: rowLength, containerSize: container,
            isScrollTargetLayout: targets
        )
        return ScrollEngine(
            configuration: configuration ?? ScrollConfiguration(axes: axes), layout: layout,
            containerSize: container, behavior: behavior
        )
    }

    /// A drag as a scenario expands it: pointer down at `start`, one move per
    /// tick along the straight path reaching `to` at `start + duration`,
    /// `hold` seconds still, then up at `to`.
    static func drag(from: Point, to: Point, start: Double, duration: Double, hold: Double = 0,
                     tick: Double = tick) -> [TimedInputEvent] {
        var events = [TimedInputEvent(time: start, event: .pointer(.down, from))]
        let steps = max(1, Int((duration / tick).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            events.append(TimedInputEvent(time: start + duration * f, event: .pointer(.move, p)))
        }
        events.append(TimedInputEvent(time: start + duration + hold, event: .pointer(.up, to)))
        return events
    }

    /// Steps until idle with nothing pending (at most `limit` ticks).
    static func runUntilIdle(_ engine: inout ScrollEngine, limit: Int = 120 * 60) -> [FrameRecord] {
        engine.runUntilIdle(limit: limit)
    }

    /// Steps until `time` (inclusive).
    static func run(_ engine: inout ScrollEngine, until time: Double) -> [FrameRecord] {
        var records: [FrameRecord] = []
        while engine.time < time - 1e-9 { records.append(engine.step()) }
        return records
    }

    /// The phases in order with consecutive repeats collapsed.
    static func phaseSequence(_ records: [FrameRecord], from initial: ScrollPhase = .idle) -> [ScrollPhase] {
        var out = [initial]
        for r in records where r.phase != out.last { out.append(r.phase) }
        return out
    }

    /// The rubber band formula written out independently.
    static func f(_ x: Double, _ d: Double, _ c: Double = 0.55) -> Double { (1 - 1 / (x * c / d + 1)) * d }
}

/// Flutter-like paging for tests (the real behaviors are another engineer's):
/// page = original / L, plus ±0.5 by the velocity's sign, rounded; for a
/// resize, the nearest page of the original.
struct TestPagingBehavior: NamedScrollTargetBehavior {
    var name: String { "test-paging" }
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let axis = context.axis
        let length = context.containerSize[axis]
        guard length > 0 else { return }
        let maxOffset = max(0, context.contentSize[axis] - length)
        let page = context.originalTarget.rect.origin[axis] / length
        let v = context.velocity[axis]
        var goal: Double
        if context.reason == .containerResized {
            goal = page.rounded()
        } else if v > 0 {
            goal = (page + 0.5).rounded()
        } else if v < 0 {
            goal = (page - 0.5).rounded()
        } else {
            goal = (target.rect.origin[axis] / length).rounded()
        }
        target.rect.origin[axis] = min(max(goal * length, 0), maxOffset)
    }
}

/// A behavior that answers garbage (NaN, huge, negative) to exercise clamping.
struct WildBehavior: NamedScrollTargetBehavior {
    var name: String { "wild" }
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let v = context.velocity.dx + context.velocity.dy
        switch Int(abs(v).truncatingRemainder(dividingBy: 4)) {
        case 0: target.rect.origin = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        case 1: target.rect.origin = CGPoint(x: 1e300, y: -1e300)
        case 2: target.rect.origin.y -= 5000
        default: target.rect.origin.x = .infinity
        }
    }
}

/// Answers far past the end (seed-v1 can leave the range like this).
struct OutOfRangeBehavior: NamedScrollTargetBehavior {
    var name: String { "out-of-range" }
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        target.rect.origin.y += 100_000
    }
}

/// A fixed-size content with no items (a canvas scrolling on both axes),
/// with the scroll view's `.scrollDisabled` / `.scrollBounceBehavior`.
struct CanvasTestLayout: ContentLayout {
    var contentSize: Size
    var interaction = ScrollInteraction()
    var itemCount: Int { 0 }
    func frame(ofItem index: Int) -> Rect { .zero }
    func itemID(at index: Int) -> Int { index }
    func index(ofItemID id: Int) -> Int? { nil }
    func items(in rect: Rect) -> Range<Int> { 0..<0 }
    var isScrollTargetLayout: Bool { false }
    mutating func relayout(containerSize: Size) {}
    var targetCount: Int { 0 }
    func targetFrame(at index: Int) -> Rect { .zero }
    func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int { 0 }
}

/// Items each exactly the container's length on a horizontal axis (seed
/// 004's `containerRelativeFrame(count: 1)` pages), marked as targets.
struct PagesTestLayout: ContentLayout {
    var itemCount: Int
    var containerSize: Size

    var contentSize: Size { Size(width: Double(itemCount) * containerSize.width, height: containerSize.height) }
    func frame(ofItem index: Int) -> Rect {
        Rect(x: Double(index) * containerSize.width, y: 0, width: containerSize.width, height: containerSize.height)
    }
    func itemID(at index: Int) -> Int { index }
    func index(ofItemID id: Int) -> Int? { (0..<itemCount).contains(id) ? id : nil }
    func items(in rect: Rect) -> Range<Int> {
        guard containerSize.width > 0, itemCount > 0 else { return 0..<0 }
        let first = max(0, Int((rect.minX / containerSize.width).rounded(.down)))
        let last = min(itemCount, Int((rect.maxX / containerSize.width).rounded(.up)))
        return first < last ? first..<last : 0..<0
    }
    var isScrollTargetLayout: Bool { true }
    mutating func relayout(containerSize: Size) { self.containerSize = containerSize }
    var targetCount: Int { itemCount }
    func targetFrame(at index: Int) -> Rect { frame(ofItem: index) }
    func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard containerSize.width > 0 else { return 0 }
        return min(itemCount, max(0, Int((position / containerSize.width).rounded(.up))))
    }
}

/// Collects values from `@Sendable` observer closures.
final class Collector<T: Sendable>: Sendable {
    private let storage = Mutex<[T]>([])
    func append(_ value: T) { storage.withLock { $0.append(value) } }
    var values: [T] { storage.withLock { $0 } }
}

