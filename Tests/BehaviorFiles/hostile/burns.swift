import Foundation
import ScrollKitUI

/// An ordinary behavior that is slow, as a long session's calls add up:
/// each call burns 0.2 s of CPU time, then waits 0.3 s. Twelve calls use
/// 2.4 CPU-seconds over 6 s of wall time: more than a 1 s lifetime budget,
/// well within 1 s plus 0.5 s per wall second.
struct BurnsBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let start = clock()
    var x = 0.0
    while Double(clock() - start) / Double(CLOCKS_PER_SEC) < 0.2 { x += 1 }
    if x < 0 { target.rect.origin.x = x }
    usleep(300_000)
  }
}
