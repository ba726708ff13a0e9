import Testing
@testable import ScrollKitCore

/// A run's own presets and behaviors live in the run's `Catalog`, not in
/// the process: two runs with different additions never see each other's,
/// and a scenario's `behavior` switch finds the run's behavior through the
/// engine's catalog.
@Suite struct CatalogTests {
    static func preset(_ name: String) -> Preset {
        var preset = PresetCatalog.pages
        preset.name = name
        return preset
    }

    @Test func additionsBelongToTheCatalogTheyWereAddedTo() {
        let a = Catalog.builtIn.adding(Self.preset("A.swift")).adding(behavior: "view") { PagingScrollTargetBehavior() }
        let b = Catalog.builtIn.adding(Self.preset("B.swift"))
        #expect(a.preset(named: "A.swift")?.name == "A.swift")
        #expect(b.preset(named: "A.swift") == nil)
        #expect(Catalog.builtIn.preset(named: "A.swift") == nil)
        #expect(PresetCatalog.preset(named: "A.swift") == nil)
        #expect(a.behavior(named: "view")?.name == "paging")
        #expect(b.behavior(named: "view") == nil)
        #expect(BehaviorCatalog.behavior(named: "view") == nil)
        // The built-ins come first and are in every catalog.
        #expect(b.preset(named: "rainbow")?.name == "rainbow")
        #expect(b.behavior(named: "view-aligned")?.name == "view-aligned")
    }

    @Test func aRunFindsItsOwnPresetAndBehaviorSwitch() throws {
        let catalog = Catalog.builtIn.adding(Self.preset("Mine.swift")).adding(behavior: "view") { PagingScrollTargetBehavior() }
        var scenario = Scenario(preset: Self.preset("Mine.swift"), name: "own")
        scenario.behavior = "view"
        // Without the catalog the names are unknown.
        #expect(throws: ScenarioError.self) { try ScenarioRunner(scenario: scenario) }
        let runner = try ScenarioRunner(scenario: scenario, catalog: catalog)
        #expect(runner.preset.name == "Mine.swift")
        var engine = runner.makeEngine()
        #expect(engine.behavior.name == "paging")
        // A behavior switch among the inputs: "view" resolves through the engine's catalog.
        engine.setBehavior(FreeScrollTargetBehavior())
        engine.enqueue(TimedInputEvent(time: 0, event: .setBehavior("view")))
        _ = engine.step()
        #expect(engine.behavior.name == "paging")
        var builtIn = try ScenarioRunner(scenario: Scenario(preset: PresetCatalog.pages, name: "b")).makeEngine()
        builtIn.setBehavior(FreeScrollTargetBehavior())
        builtIn.enqueue(TimedInputEvent(time: 0, event: .setBehavior("view")))
        _ = builtIn.step()
        #expect(builtIn.behavior.name == "free")
    }
}
