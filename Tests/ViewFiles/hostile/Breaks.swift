import SwiftUI
import Foundation

/// A view that breaks a quarter of a second into its run (its timer's first
/// firing), as `how` says: `trap` (an index out of range), `spin` (an
/// endless loop), `overflow` (an endless recursion), `memory` (allocates
/// until the limit), `abort` (a signal). Until then it is an ordinary list.
/// Run as `'Breaks.swift=Breaks(how: "spin")'`.
struct Breaks: View {
    var how = "trap"
    @State private var fired = 0
    private let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { i in
                    Text("row \(i)").frame(maxWidth: .infinity).frame(height: 60)
                }
            }
        }
        .onReceive(timer) { _ in
            fired += 1
            if fired == 1 { BreakingCode.run(how) }
        }
    }
}

nonisolated(unsafe) var breakingSink = 0

enum BreakingCode {
    static func run(_ how: String) {
        switch how {
        case "trap":
            let rows: [Int] = []
            breakingSink = rows[breakingSink + 3]
        case "spin":
            var n = 1
            while n != 0 { n = (n &* 31 &+ 7) | 1; breakingSink = n }
        case "overflow":
            breakingSink = deep(0)
        case "memory":
            var blocks: [[UInt8]] = []
            while true { blocks.append([UInt8](repeating: UInt8(blocks.count & 0xff), count: 64 << 20)); breakingSink = blocks.count }
        case "abort":
            abort()
        default:
            break
        }
    }

    /// Recurses without end: each frame keeps a buffer whose address escapes, so no call is a tail call.
    @inline(never) static func deep(_ n: Int) -> Int {
        var buffer = (n, n, n, n, n, n, n, n)
        withUnsafeMutablePointer(to: &buffer) { breakingSink &+= $0.pointee.0 }
        return deep(n &+ 1) &+ buffer.1
    }
}
