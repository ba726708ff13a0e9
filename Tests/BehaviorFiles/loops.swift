import ScrollKitUI

/// Never returns.
struct LoopingBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    var x = context.originalTarget.rect.minX
    while x == x {
      x += 0
    }
    target.rect.origin.x = x
  }
}
