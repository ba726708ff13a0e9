import Foundation
@testable import ScrollKitCore

/// Helpers shared by the scenario and QA suites.
enum ScenarioTestSupport {
    /// The repository root (tests live in Tests/ScrollKitCoreTests).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let bundledScenarioDirectory = repositoryRoot.appendingPathComponent("assets/scenarios")

    /// Every bundled scenario file, sorted.
    static func bundledScenarioFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: bundledScenarioDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The behavior names of docs/formats.md (the catalog holds them after the merge).
    static let contractBehaviors = [
        "free", "paging", "view-aligned", "view-aligned-always", "view-aligned-by-one", "view-aligned-by-few",
        "view-aligned-never", "seed-v1", "seed-v2", "seed-v3", "multi-page", "snap-proximity",
        "flutter-page", "flutter-bouncing", "flutter-bouncing-fast", "css-mandatory", "css-proximity",
        "css-snap-stop", "css-mandatory-center", "css-mandatory-end",
    ]

    /// A stand-in for the `pages` preset: 20 horizontal pages of the container's width.
    static let pagesPreset = Preset(
        name: "pages", summary: "test pages", axes: .horizontal, defaultItemCount: 20, defaultBehavior: "paging",
        defaultWindow: Size(width: 390, height: 844),
        style: PresetCatalog.rainbow.style
    ) { count, _, container in
        StackLayout(axis: .horizontal, itemCount: count, itemLength: container.width, containerSize: container,
                    isScrollTargetLayout: true)
    }

    /// docs/formats.md's preset and behavior names, independent of what the
    /// catalogs hold on this branch.
    static let contractVocabulary = ScenarioVocabulary(
        presetNames: ["rainbow", "pages", "thirds", "status-bar", "collapsible-header", "feed", "million"],
        behaviorNames: contractBehaviors,
        preset: { name in
            switch name {
            case "rainbow": return PresetCatalog.rainbow
            case "pages": return pagesPreset
            default: return PresetCatalog.preset(named: name)
            }
        }
    )

    /// Parses `text` as `test.json` against the contract vocabulary.
    static func parse(_ text: String, file: String = "test.json") throws(ScenarioError) -> Scenario {
        try Scenario.parse(text: text, fileName: file, vocabulary: contractVocabulary)
    }

    /// The error parsing `text` produces, or nil if it parses.
    static func error(_ text: String) -> ScenarioError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    /// A minimal valid document with `fields` added at the top level (JSON text
    /// of members, e.g. `"\"items\": 3"`), on separate lines.
    static func document(_ fields: String...) -> String {
        var lines = ["{", "  \"version\": 1,", "  \"preset\": \"pages\""]
        for f in fields { lines[lines.count - 1] += ","; lines.append("  " + f) }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A document whose `events` list holds these entries (one per line from line 5).
    static func events(_ entries: String...) -> String {
        "{\n  \"version\": 1,\n  \"preset\": \"pages\",\n  \"events\": [\n    "
            + entries.joined(separator: ",\n    ") + "\n  ]\n}"
    }

    /// A document whose `expect` list holds these entries (one per line from line 5).
    static func expectations(_ entries: String...) -> String {
        "{\n  \"version\": 1,\n  \"preset\": \"pages\",\n  \"expect\": [\n    "
            + entries.joined(separator: ",\n    ") + "\n  ]\n}"
    }
}
