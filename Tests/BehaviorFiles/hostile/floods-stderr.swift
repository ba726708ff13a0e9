import Foundation
import ScrollKitUI

/// Pages by one container, and writes 4 KB to stderr on every call.
struct FloodsStderrBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let line = String(repeating: "x", count: 1023) + "\n"
    for _ in 0..<4 { FileHandle.standardError.write(Data(line.utf8)) }
    let width = context.containerSize.width
    target.rect.origin.x = context.originalTarget.rect.minX + (context.velocity.dx > 0 ? width : 0)
  }
}
