import ScrollKitUI

/// Pages by one container, and prints three lines on stdout on every call
/// (one of them looks like an answer).
struct PrintsBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    print("updateTarget from \(context.originalTarget.rect.minX)")
    print("{\"rect\": [0, 0, 0, 0], \"anchor\": null}")
    print("velocity \(context.velocity.dx)")
    let width = context.containerSize.width
    target.rect.origin.x = context.originalTarget.rect.minX + (context.velocity.dx > 0 ? width : 0)
  }
}
