import Foundation
import ScrollKitCore

/// A trace (docs/formats.md) read back with the project's JSON parser.
struct TraceFile {
    var lines: [JSONValue]

    init(text: String) throws {
        lines = try text.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    init(path: String) throws {
        try self.init(text: String(contentsOfFile: path, encoding: .utf8))
    }

    /// `offset` of each line as a point.
    var offsets: [Point] {
        lines.compactMap { line in
            guard let a = line["offset"]?.array, a.count == 2, let x = a[0].number, let y = a[1].number else { return nil }
            return Point(x: x, y: y)
        }
    }

    var phases: [String] { lines.compactMap { $0["phase"]?.string } }

    /// The phases with consecutive repeats collapsed.
    var phaseSequence: [String] {
        phases.reduce(into: []) { out, p in if out.last != p { out.append(p) } }
    }

    /// Lines whose `inputs` contain a string starting with `prefix`.
    func indices(withInput prefix: String) -> [Int] {
        lines.indices.filter { i in
            lines[i]["inputs"]?.array?.contains { $0.string?.hasPrefix(prefix) == true } == true
        }
    }

    /// The `decision` objects, in order.
    var decisions: [JSONValue] { lines.compactMap { $0["decision"] } }

    /// A point-valued member of line `i` (e.g. "offset").
    func point(_ key: String, at i: Int) -> Point? {
        guard let a = lines[i][key]?.array, a.count == 2, let x = a[0].number, let y = a[1].number else { return nil }
        return Point(x: x, y: y)
    }
}
