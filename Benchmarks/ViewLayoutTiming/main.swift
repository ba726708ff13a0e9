// Times ScrollKitUI's layout of one view file the way the view host calls
// it (`ScrollKitUIViewHost.layout`, the answer encoded), at advancing
// scroll offsets, and prints the median time per call and a checksum of
// every answer's bytes (equal checksums: identical layouts and display
// lists). Built and run by scripts/view-layout-timing.sh.
import Foundation
import SwiftUI

@MainActor
func run<V: View>(_ make: () -> V) {
    let args = CommandLine.arguments
    let calls = args.count > 1 ? Int(args[1]) ?? 1000 : 1000
    let step = args.count > 2 ? Double(args[2]) ?? 7 : 7
    var io: [Double] = [390, 844, 47, 0, 34, 0, 0, 0, 0]
    var count = 0
    var times: [Double] = []
    var checksum: UInt64 = 1469598103934665603
    for i in 0..<calls {
        io[8] = Double(i) * step
        let t0 = DispatchTime.now().uptimeNanoseconds
        let buffer = io.withUnsafeBufferPointer { ScrollKitUIViewHost.layout(make, $0.baseAddress!, &count) }
        let t1 = DispatchTime.now().uptimeNanoseconds
        times.append(Double(t1 - t0) / 1e6)
        let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
        for b in bytes { checksum = (checksum ^ UInt64(b)) &* 1099511628211 }
        free(buffer)
    }
    times.sort()
    print(String(format: "calls %d  median %.4f ms  p10 %.4f  p90 %.4f  checksum %016llx",
                 calls, times[calls / 2], times[calls / 10], times[calls * 9 / 10], checksum))
}

MainActor.assumeIsolated { timedRun() }
