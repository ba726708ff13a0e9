import Foundation
import ScrollKitCore

/// A capture of a session that scrolls a view file records the view as a
/// behavior file's capture records the behavior: its path (absolute, with
/// `=EXPR` or `=#Preview("NAME")` when given), and the hash of its text;
/// `trace`, `record`, `qa` and `run --replay` of the capture load that
/// view, and warn when its text changed since.
extension ViewFileScene {
    /// The capture's `view` (the first file, absolute) and `view-hash` (of its text now).
    package var capturedView: (view: String, hash: String) {
        var spec = BehaviorFileSpec(arguments[0])
        let path = spec.path.hasPrefix("/") ? spec.path : FileManager.default.currentDirectoryPath + "/" + spec.path
        spec.path = (path as NSString).standardizingPath
        let text = FileManager.default.contents(atPath: spec.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (spec.argument, CapturedBehaviorFiles.hash(of: text))
    }

    /// The line that warns when `scenario`'s view changed since it was
    /// captured (its `view-hash` differs from its text's now), else nil.
    package static func changeWarning(for scenario: Scenario) -> String? {
        guard let view = scenario.view, let then = scenario.viewHash else { return nil }
        let path = BehaviorFileSpec(view).path
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let now = CapturedBehaviorFiles.hash(of: String(decoding: data, as: UTF8.self))
        guard now != then else { return nil }
        return "warning: \(path) changed since \(scenario.fileName) was captured (hash \(then) then, \(now) now): replaying the view as it is now"
    }
}
