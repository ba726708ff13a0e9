/// One message of the Swift compiler about a behavior file, as the compiler
/// prints it with `-diagnostic-style llvm`: `FILE:LINE:COLUMN: error: MESSAGE`.
/// Line and column are 1-based.
package struct BehaviorDiagnostic: Hashable, Sendable, CustomStringConvertible {
    enum Severity: String, Sendable { case error, warning, note }

    package var file: String
    package var line: Int
    package var column: Int
    var severity: Severity
    package var message: String

    /// `FILE:LINE:COLUMN: error: MESSAGE`, the form editors and terminals link.
    package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostics found in compiler output, in order; other lines
    /// (source excerpts, summaries) are skipped.
    package static func parse(_ output: String) -> [BehaviorDiagnostic] {
        output.split(separator: "\n").compactMap { parse(line: String($0)) }
    }

    /// One `FILE:LINE:COLUMN: SEVERITY: MESSAGE` line, or nil.
    package static func parse(line: String) -> BehaviorDiagnostic? {
        for severity in [Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]),
                  let lineNumber = Int(location[location.count - 2]) else { continue }
            let file = location[..<(location.count - 2)].joined(separator: ":")
            return BehaviorDiagnostic(
                file: file, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
