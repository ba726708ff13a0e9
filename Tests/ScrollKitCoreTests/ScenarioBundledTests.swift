import Foundation
import Testing
@testable import ScrollKitCore

/// The scenarios in assets/scenarios: they parse, they are documented, and
/// they cover what the brief lists. Their expectations are checked against
/// the real engine by `playground qa` (after the engine, behavior and preset
/// branches are merged).
@Suite struct ScenarioBundledTests {
    typealias S = ScenarioTestSupport

    @Test func everyBundledScenarioParsesAgainstTheContractNames() throws {
        let files = try S.bundledScenarioFiles()
        #expect(files.count >= 15)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let scenario: Scenario
            do {
                scenario = try Scenario.parse(text: text, fileName: url.lastPathComponent, vocabulary: S.contractVocabulary)
            } catch {
                Issue.record("\(error)")
                continue
            }
            #expect(scenario.name + ".json" == url.lastPathComponent, "name and file name differ: \(url.lastPathComponent)")
            #expect(!scenario.description.isEmpty, "\(scenario.name) has no description")
            #expect(!scenario.events.isEmpty, "\(scenario.name) has no events")
            #expect(scenario.expectations.count >= 3, "\(scenario.name) checks too little")
        }
    }

    @Test func theBriefsScenariosAreAllThere() throws {
        let names = Set(try S.bundledScenarioFiles().map { $0.deletingPathExtension().lastPathComponent })
        for required in [
            "wheel-notches-rainbow", "fling-one-page", "quarter-page-drag-returns", "seed-v1-zero-velocity",
            "seed-v3-zero-velocity", "seed-v2-start-already-moved", "rubber-band-start", "trackpad-burst-rainbow",
            "page-down-key", "resize-keeps-page-paging", "resize-keeps-page-view-aligned", "resize-keeps-page-seed-v3",
            "scroll-to-animated", "hold-still-debounce",
        ] {
            #expect(names.contains(required), "missing \(required)")
        }
    }

    @Test func theSeedPairsDifferOnlyInTheirBehavior() throws {
        func events(_ name: String) throws -> (behavior: String, events: [ScenarioEvent]) {
            let url = S.bundledScenarioDirectory.appendingPathComponent(name + ".json")
            let s = try S.parse(String(contentsOf: url, encoding: .utf8))
            return (s.behavior, s.events.map { var e = $0; e.line = 0; e.column = nil; return e })
        }
        let v1 = try events("seed-v1-zero-velocity"), v3 = try events("seed-v3-zero-velocity")
        #expect(v1.behavior == "seed-v1" && v3.behavior == "seed-v3" && v1.events == v3.events)
        let v2 = try events("seed-v2-start-already-moved"), v3b = try events("seed-v3-start-already-moved")
        #expect(v2.behavior == "seed-v2" && v3b.behavior == "seed-v3" && v2.events == v3b.events)
        let resizes = try ["paging", "view-aligned", "seed-v3"].map { try events("resize-keeps-page-" + $0) }
        #expect(resizes.map(\.behavior) == ["paging", "view-aligned", "seed-v3"])
        #expect(resizes[0].events == resizes[1].events && resizes[1].events == resizes[2].events)
    }

    /// After the merge the catalogs hold every name the files use: then they
    /// must load exactly as `playground qa` loads them.
    @Test(.enabled(if: catalogsAreComplete))
    func everyBundledScenarioLoadsWithTheCatalogs() throws {
        for url in try S.bundledScenarioFiles() {
            #expect(throws: Never.self) { _ = try Scenario.load(path: url.path) }
        }
    }

    /// True once the full engine is merged: a drag makes the phase
    /// `interacting` (the provisional engine only animates wheel notches).
    static var engineHandlesDrags: Bool {
        let drag = ScenarioDrag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 400), duration: 0.2)
        let scenario = Scenario(preset: PresetCatalog.rainbow, events: [ScenarioEvent(time: 0, kind: .drag(drag))])
        guard let runner = try? ScenarioRunner(scenario: scenario) else { return false }
        var interacting = false
        runner.run { (tick: ScenarioTick) in interacting = interacting || tick.record.phase == .interacting }
        return interacting
    }

    static var catalogsAreComplete: Bool {
        ["pages", "rainbow"].allSatisfy(PresetCatalog.names.contains)
            && ScenarioTestSupport.contractBehaviors.allSatisfy(BehaviorCatalog.names.contains)
    }

    /// After the merge, every bundled scenario passes `qa` with its own
    /// behavior (their values come from the formulas; this keeps them honest).
    @Test(.enabled(if: catalogsAreComplete && engineHandlesDrags))
    func everyBundledScenarioPassesWithTheRealEngine() throws {
        for url in try S.bundledScenarioFiles() {
            let verdict = try ScenarioRunner(scenario: Scenario.load(path: url.path)).check()
            #expect(verdict.passed, "\(verdict.scenario): \(verdict.failures.map(\.description).joined(separator: "; "))")
        }
    }
}
