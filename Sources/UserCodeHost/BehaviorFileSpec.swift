import Foundation

/// A `--behavior-file` argument, `FILE.swift[=EXPR]`: the file and,
/// optionally, the Swift expression an app passes to
/// `.scrollTargetBehavior(…)` (`SnapScrollBehavior(step: 10)`,
/// `.infiniteCarousel(count: 5)`).
///
/// The split is at the first `.swift=`, so a path may hold `=` elsewhere; an
/// argument without `.swift=` is a path.
package struct BehaviorFileSpec: Hashable, Sendable {
    /// The file, as given.
    package var path: String
    /// The expression, trimmed; nil when none was given.
    package var expression: String?

    package init(path: String, expression: String? = nil) {
        self.path = path
        self.expression = expression
    }

    /// Parses a command-line argument.
    package init(_ argument: String) {
        guard let split = argument.range(of: ".swift=") else {
            self.init(path: argument)
            return
        }
        let expression = argument[split.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        self.init(path: String(argument[..<split.lowerBound]) + ".swift", expression: expression)
    }

    /// `FILE.swift` or `FILE.swift=EXPR`, as on the command line.
    var argument: String { expression.map { "\(path)=\($0)" } ?? path }
}
