import Foundation
import Testing
import PropertyBased
@testable import ScrollKitCore

/// Seed 004's three behaviors, transcribed verbatim from the article onto
/// stand-ins for SwiftUI's types (CGFloat → Double, Foundation's ceil, floor
/// and round), and compared with the playground's behaviors on any context:
/// horizontal as written, and vertical by swapping x/y and width/height.
@Suite struct BehaviorSeedArticleTests {
    struct CGRect { var origin: (x: Double, y: Double); var size: (width: Double, height: Double)
        var minX: Double { origin.x }
        var maxX: Double { origin.x + size.width }
    }
    struct ArticleTarget { var rect: CGRect }
    struct ArticleContext {
        var originalTarget: ArticleTarget
        var velocity: (dx: Double, dy: Double)
        var contentSize: (width: Double, height: Double)
        var containerSize: (width: Double, height: Double)
    }
    typealias CGFloat = Double

    // Version 1, verbatim.
    static func v1(_ target: inout ArticleTarget, context: ArticleContext) {
        // Current ScrollView width
        let scrollViewWidth = context.containerSize.width
        // Adjust the target position based on scroll direction
        if context.velocity.dx > 0 {
            // Scroll right: target position = starting position + ScrollView width
            target.rect.origin.x = context.originalTarget.rect.minX + scrollViewWidth
        } else if context.velocity.dx < 0 {
            // Scroll left: target position = starting position - ScrollView width
            target.rect.origin.x = context.originalTarget.rect.minX - scrollViewWidth
        }
    }

    // Version 2, verbatim.
    static func v2(_ target: inout ArticleTarget, context: ArticleContext) {
        let scrollViewWidth = context.containerSize.width
        let distance = context.originalTarget.rect.minX - target.rect.minX
        if abs(distance) > scrollViewWidth / 3 {
            if distance > 0 {
                target.rect.origin.x = context.originalTarget.rect.minX - scrollViewWidth
            } else {
                target.rect.origin.x = context.originalTarget.rect.minX + scrollViewWidth
            }
        } else {
            target.rect.origin.x = context.originalTarget.rect.minX
        }
    }

    // Version 3, verbatim.
    enum Direction { case left, right, none }
    static func v3(_ target: inout ArticleTarget, context: ArticleContext) {
        let scrollViewWidth = context.containerSize.width
        let contentWidth = context.contentSize.width
        guard contentWidth > scrollViewWidth else {
            target.rect.origin.x = 0
            return
        }
        let originalOffset = context.originalTarget.rect.minX
        let targetOffset = target.rect.minX
        let direction: Direction = targetOffset > originalOffset ? .left : (targetOffset < originalOffset ? .right : .none)
        guard direction != .none else {
            target.rect.origin.x = originalOffset
            return
        }
        let thresholdRatio: CGFloat = 1 / 3
        let remaining: CGFloat = direction == .left
            ? (contentWidth - context.originalTarget.rect.maxX)
            : (context.originalTarget.rect.minX)
        let threshold = remaining <= scrollViewWidth ? remaining * thresholdRatio : scrollViewWidth * thresholdRatio
        let dragDistance = originalOffset - targetOffset
        var destination: CGFloat = originalOffset
        if abs(dragDistance) > threshold {
            destination = dragDistance > 0 ? originalOffset - scrollViewWidth : originalOffset + scrollViewWidth
        } else {
            if direction == .right {
                destination = ceil(originalOffset / scrollViewWidth) * scrollViewWidth
            } else {
                destination = floor(originalOffset / scrollViewWidth) * scrollViewWidth
            }
        }
        let maxOffset = contentWidth - scrollViewWidth
        let boundedDestination = min(max(destination, 0), maxOffset)
        if boundedDestination >= maxOffset * 0.95 {
            destination = maxOffset
        } else if boundedDestination <= scrollViewWidth * 0.05 {
            destination = 0
        } else {
            if direction == .right {
                let offsetFromRight = maxOffset - boundedDestination
                let pageFromRight = round(offsetFromRight / scrollViewWidth)
                destination = maxOffset - (pageFromRight * scrollViewWidth)
            } else {
                let pageNumber = round(boundedDestination / scrollViewWidth)
                destination = min(pageNumber * scrollViewWidth, maxOffset)
            }
        }
        target.rect.origin.x = destination
    }

    /// Any context at all: offsets far outside the valid range, zero and
    /// tiny velocities, content smaller than the container, page-aligned and
    /// half-page starts and contents (the .5 ties of `round`), exact 1/3 drags.
    static let anyContext = Generator<[Double], Shrink.None<[Double]>>(run: { rng in makeValues(&rng) })

    static func makeValues(_ rng: inout any SeededRandomNumberGenerator) -> [Double] {
        func pick(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
        func oneOf(_ values: [Double]) -> Double { values[Int.random(in: 0..<values.count, using: &rng)] }
        func anyInt(_ r: ClosedRange<Int>) -> Double { Double(Int.random(in: r, using: &rng)) }
        let width: Double = Bool.random(using: &rng) ? oneOf([390, 844, 100]) : pick(1...2000)
        let content: Double = oneOf([width * anyInt(0...30), width * (anyInt(1...30) + 0.5), pick(0...(40 * width)), width])
        var original: Double = oneOf([pick(-width...(content + width)), anyInt(-1...30) * width, anyInt(-2...60) / 2 * width, content - width])
        if Bool.random(using: &rng) { original = original.rounded() }
        let drag: Double = oneOf([pick((-3 * width)...(3 * width)), width / 3, -width / 3, 0, pick(-2...2)])
        let velocity: Double = oneOf([0, pick(-8000...8000), pick(-1...1)])
        return [width, pick(1...1000), content, original, original + drag, velocity]
    }

    static func sameDouble(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

    @Test(arguments: ["seed-v1", "seed-v2", "seed-v3"])
    func answersExactlyAsTheArticleOnBothAxes(name: String) async {
        let behavior = BehaviorCatalog.behavior(named: name)!
        await propertyCheck(count: 10_000, input: Self.anyContext) { values in
            let (width, cross, content, original, proposed, velocity) =
                (values[0], values[1], values[2], values[3], values[4], values[5])
            var articleTarget = ArticleTarget(rect: CGRect(origin: (proposed, 0), size: (width, cross)))
            let articleContext = ArticleContext(
                originalTarget: ArticleTarget(rect: CGRect(origin: (original, 0), size: (width, cross))),
                velocity: (velocity, 0), contentSize: (content, cross), containerSize: (width, cross))
            switch name {
            case "seed-v1": Self.v1(&articleTarget, context: articleContext)
            case "seed-v2": Self.v2(&articleTarget, context: articleContext)
            default: Self.v3(&articleTarget, context: articleContext)
            }
            let expected = articleTarget.rect.origin.x
            for axis in Axis.allCases {
                let call = BehaviorCall(axis: axis, container: width, cross: cross, content: content,
                                        original: original, proposed: proposed, velocity: velocity)
                let point = call.point(behavior)
                #expect(Self.sameDouble(point[axis], expected), "\(axis): \(point[axis]) ≠ article's \(expected)")
                #expect(point[axis.cross] == 0)
            }
        }
    }
}
