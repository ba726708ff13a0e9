import Foundation
import ScrollKitUI

/// Allocates without bound, 64 MB at a time, touching every page.
struct AllocatesBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    var blocks: [UnsafeMutableRawPointer] = []
    while true {
      let size = 64 << 20
      guard let block = malloc(size) else {
        print("malloc failed after \(blocks.count * 64) MB")
        fatalError("out of memory after \(blocks.count * 64) MB")
      }
      memset(block, 1, size)
      blocks.append(block)
    }
  }
}
