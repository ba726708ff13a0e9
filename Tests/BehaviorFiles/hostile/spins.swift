import Foundation
import ScrollKitUI

/// Leaves a thread behind that spins for ever (a miner, say): only the
/// CPU-time limit stops it. The call that starts it waits up to 20 s, so
/// a test sees the limit strike during that call even on a busy machine.
struct SpinsBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let spinner = Thread {
      var x = 0.0
      while true { x += 1 }
    }
    spinner.start()
    sleep(20)
  }
}
