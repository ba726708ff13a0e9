import Foundation
import ScrollKitUI

// Seed 004 (the article on custom paging with ScrollTargetBehavior): its
// Step0 and Step2 views written out as the article gives them, and the
// article's third paging behavior. `.paging` is a stand-in declared here
// until the module has SwiftUI's built-in behaviors.

struct Step0: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0 ..< 20) { page in
                    Text(page, format: .number)
                        .font(.title)
                        // Set the width of each child view to match the ScrollView container's width
                        .containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0, alignment: .center)
                        .frame(height: 200)
                        .background(.secondary.opacity(0.3))
                        .border(.red, width: 2)
                }
            }
        }
        .border(.blue, width: 2)
        .scrollTargetBehavior(.paging)
    }
}

struct Step2: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0 ..< 10) { page in
                    Text(page, format: .number)
                        .font(.title)
                        // Set the width to 1/3 of the ScrollView width
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0, alignment: .center)
                        .frame(height: 200)
                        .background(.secondary.opacity(0.3))
                        .border(.red, width: 2)
                }
            }
        }
        .border(.blue, width: 2)
        .scrollTargetBehavior(.horizontalPaging)
    }
}

struct CustomHorizontalPagingBehavior: ScrollTargetBehavior {
    enum Direction { case left, right, none }
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let scrollViewWidth = context.containerSize.width
        let contentWidth = context.contentSize.width
        guard contentWidth > scrollViewWidth else { target.rect.origin.x = 0; return }
        let originalOffset = context.originalTarget.rect.minX
        let targetOffset = target.rect.minX
        let direction: Direction = targetOffset > originalOffset ? .left : (targetOffset < originalOffset ? .right : .none)
        guard direction != .none else { target.rect.origin.x = originalOffset; return }
        let thresholdRatio: CGFloat = 1 / 3
        let remaining: CGFloat = direction == .left ? (contentWidth - context.originalTarget.rect.maxX) : (context.originalTarget.rect.minX)
        let threshold = remaining <= scrollViewWidth ? remaining * thresholdRatio : scrollViewWidth * thresholdRatio
        let dragDistance = originalOffset - targetOffset
        var destination: CGFloat = originalOffset
        if abs(dragDistance) > threshold {
            destination = dragDistance > 0 ? originalOffset - scrollViewWidth : originalOffset + scrollViewWidth
        } else {
            if direction == .right { destination = ceil(originalOffset / scrollViewWidth) * scrollViewWidth }
            else { destination = floor(originalOffset / scrollViewWidth) * scrollViewWidth }
        }
        let maxOffset = contentWidth - scrollViewWidth
        let boundedDestination = min(max(destination, 0), maxOffset)
        if boundedDestination >= maxOffset * 0.95 { destination = maxOffset }
        else if boundedDestination <= scrollViewWidth * 0.05 { destination = 0 }
        else {
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
}

extension ScrollTargetBehavior where Self == CustomHorizontalPagingBehavior {
    static var horizontalPaging: CustomHorizontalPagingBehavior { .init() }
}

/// Stands in for SwiftUI's `.paging` in these layout tests (only its
/// presence on the scroll view is checked here).
struct SeedPagingStandIn: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == SeedPagingStandIn {
    static var paging: SeedPagingStandIn { .init() }
}

/// A behavior of the test's own, to see that the scroll view keeps it.
struct HalfPages: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.minX / (context.containerSize.width / 2)).rounded() * context.containerSize.width / 2
    }
}

/// Asks `layout`'s behavior where a horizontal scroll from `from` that
/// would rest at `proposed` ends, as the engine does at the end of a drag.
func settle(_ layout: ScrollViewLayout, from: CGFloat, proposed: CGFloat) -> CGFloat? {
    guard var behavior = layout.targetBehavior else { return nil }
    let size = layout.frame.size
    var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: proposed, y: 0), size: size))
    let context = ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: CGRect(origin: CGPoint(x: from, y: 0), size: size)),
        velocity: CGVector(dx: proposed > from ? 100 : -100, dy: 0),
        contentSize: layout.contentSize, containerSize: size, axes: layout.axes)
    behavior.updateTarget(&target, context: context)
    return target.rect.minX
}
