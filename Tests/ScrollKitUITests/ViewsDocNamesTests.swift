import Testing
import Foundation

/// docs/views.md names every public name ScrollKitUI gives a view file
/// (types, protocols, type aliases, functions, each by its last name), so
/// a name added to the module without a word in the docs fails here.
/// Names beginning with `_` are the module's plumbing (`_ModifiedView`,
/// `_resolve`), not SwiftUI's, and are left out.
@Suite("docs/views.md names") struct ViewsDocNamesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every public name declared in ScrollKitUI's sources, with the file and line of its first declaration.
    static func publicNames() throws -> [String: String] {
        let pattern = try NSRegularExpression(pattern:
            #"^\s*(?:@\w+\s+)*public\s+(?:final\s+|static\s+|mutating\s+|nonisolated\s+)*(?:struct|enum|class|protocol|typealias|actor|func)\s+([A-Za-z]\w*)"#)
        let sources = root.appendingPathComponent("Sources/ScrollKitUI")
        var names: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (i, line) in text.components(separatedBy: "\n").enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                guard let match = pattern.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line) else { continue }
                let key = String(line[name])
                if names[key] == nil { names[key] = "Sources/ScrollKitUI/\(file):\(i + 1)" }
            }
        }
        return names
    }

    /// Whether `name` appears in `doc` as a whole word.
    static func names(_ doc: String, _ name: String) -> Bool {
        var start = doc.startIndex
        while let found = doc.range(of: name, range: start..<doc.endIndex) {
            let before = found.lowerBound == doc.startIndex ? nil : doc[doc.index(before: found.lowerBound)]
            let after = found.upperBound == doc.endIndex ? nil : doc[found.upperBound]
            func word(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !word(before) && !word(after) { return true }
            start = found.upperBound
        }
        return false
    }

    @Test func everyPublicNameIsInTheDocs() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/views.md"), encoding: .utf8)
        let names = try Self.publicNames()
        #expect(names.count > 300)  // the scan finds the module's names
        let missing = names.keys.sorted().filter { !Self.names(doc, $0) }
        #expect(missing.isEmpty, "docs/views.md does not name: \(missing.map { "\($0) (\(names[$0]!))" }.joined(separator: ", "))")
    }

    @Test func aNameIsFoundAsAWordOnly() {
        #expect(Self.names("a `List` of rows", "List"))
        #expect(!Self.names("a `ListStyle` of rows", "List"))
        #expect(!Self.names("SwiftUI", "UI"))
    }
}
