import Foundation
import ScrollKitUI

/// Starts a child process that sleeps for a minute and then writes
/// /var/tmp/scrollkit-hostile-child. Answers the child's pid as the
/// target's x, or -1 when it could not start one.
struct ForksBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let pid = fork()
    if pid == 0 {
      sleep(60)
      if let file = fopen("/var/tmp/scrollkit-hostile-child", "w") { fclose(file) }
      _exit(0)
    }
    if pid < 0 { print("fork: \(String(cString: strerror(errno)))") }
    target.rect.origin.x = CGFloat(pid < 0 ? -1 : pid)
  }
}
