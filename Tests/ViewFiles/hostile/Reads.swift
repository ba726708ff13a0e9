import SwiftUI
import Foundation
import Glibc

/// A view that tries to read files it has no business reading (`paths`:
/// `/etc/shadow`, a root-only file the test makes, the home folder) and
/// shows and prints what it got: their sizes and first bytes, or why not.
/// Run as `'Reads.swift=Reads(paths: ["/etc/shadow", "/root/secret"])'`.
struct Reads: View {
    var paths: [String] = ["/etc/shadow"]
    @State private var seen = ""

    var body: some View {
        ScrollView {
            Text(seen.isEmpty ? "reading…" : seen).frame(height: 2000)
        }
        .onAppear {
            seen = paths.map(Self.attempt).joined(separator: "; ")
            print("Reads: \(seen)")
        }
    }

    static func attempt(_ path: String) -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return "\(path): cannot read (\(String(cString: strerror(errno))))" }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let n = Glibc.read(fd, &bytes, bytes.count)
        return "\(path): READ \(n) bytes: \(String(decoding: bytes.prefix(max(0, n)), as: UTF8.self))"
    }
}
