import Foundation
import ScrollKitUI

// Seed 004 (the article on custom paging with ScrollTargetBehavior): its
// Step0, Step1 and Step2 views written out as the article gives them.
// `.paging`, `.viewAligned` and `.horizontalPaging` are stand-ins declared here until the module has
// SwiftUI's built-in behaviors and the views can be run with the article's.

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

struct Step1: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0 ..< 20) { page in
                    Text(page, format: .number)
                        .font(.title)
                        .containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0, alignment: .center)
                        .frame(height: 200)
                        .background(.secondary.opacity(0.3))
                        .border(.red, width: 2)
                }
            }
            // viewAligned requires scrollTargetLayout
            .scrollTargetLayout()
        }
        .border(.blue, width: 2)
        // Limit scrolling to one view at a time
        .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
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

/// Stands in for the article's `CustomHorizontalPagingBehavior` (its
/// third version, tested from its own text in ScrollKitCoreTests and
/// Tests/BehaviorFiles); here only its presence on the scroll view matters.
struct CustomHorizontalPagingBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.minX / context.containerSize.width).rounded() * context.containerSize.width
    }
}

extension ScrollTargetBehavior where Self == CustomHorizontalPagingBehavior {
    static var horizontalPaging: CustomHorizontalPagingBehavior { .init() }
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
