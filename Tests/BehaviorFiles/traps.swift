import ScrollKitUI

/// Traps on every call: an array read past its end.
struct TrappingBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let pages: [CGFloat] = []
    target.rect.origin.x = pages[Int(context.velocity.dx) & 1]
  }
}
