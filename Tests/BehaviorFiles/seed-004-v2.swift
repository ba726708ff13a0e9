import SwiftUI

struct CustomHorizontalPagingBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    // Current ScrollView width
    let scrollViewWidth = context.containerSize.width
    // Scroll distance
    let distance = context.originalTarget.rect.minX - target.rect.minX
    // Adjust the target position based on scroll distance
    // If the scroll distance exceeds 1/3 of the ScrollView width, switch to the next page
    if abs(distance) > scrollViewWidth / 3 {
      if distance > 0 {
        target.rect.origin.x = context.originalTarget.rect.minX - scrollViewWidth
      } else {
        target.rect.origin.x = context.originalTarget.rect.minX + scrollViewWidth
      }
    } else {
      // If the scroll distance is less than 1/3, return to the original position
      target.rect.origin.x = context.originalTarget.rect.minX
    }
  }
}
