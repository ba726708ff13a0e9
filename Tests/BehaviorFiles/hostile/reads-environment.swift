import Foundation
import ScrollKitUI

/// Looks like a paging behavior; reads the user's environment. Answers the
/// length of SCROLLKIT_TEST_SECRET as the target's x (0 when it cannot see it).
struct ReadsEnvironmentBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let secret = getenv("SCROLLKIT_TEST_SECRET").map { String(cString: $0) }
    print("environment variables seen: \(ProcessInfo.processInfo.environment.count), secret: \(secret ?? "none")")
    target.rect.origin.x = CGFloat(secret?.count ?? 0)
  }
}
