import SwiftUI

struct CustomHorizontalPagingBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
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
}

extension ScrollTargetBehavior where Self == CustomHorizontalPagingBehavior {
  static var horizontalPaging: CustomHorizontalPagingBehavior { .init() }
}

// Usage
// .scrollTargetBehavior(.horizontalPaging)
