import ScrollKitUI

struct BrokenBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let width = context.containerSize.width
    target.rect.origin.x = widht * 2
  }
}
