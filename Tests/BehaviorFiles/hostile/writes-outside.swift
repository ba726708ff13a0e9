import Foundation
import ScrollKitUI

/// Writes a file outside any temporary folder: the path is the one in
/// SCROLLKIT_TEST_WRITE if it can see it, else /var/tmp/scrollkit-hostile-write.
/// Answers 1 as the target's x when the write worked, 0 when it failed.
struct WritesOutsideBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let path = getenv("SCROLLKIT_TEST_WRITE").map { String(cString: $0) } ?? "/var/tmp/scrollkit-hostile-write"
    let file = fopen(path, "w")
    if let file {
      fputs("written by a behavior\n", file)
      fclose(file)
    } else {
      print("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    target.rect.origin.x = file == nil ? 0 : 1
  }
}
