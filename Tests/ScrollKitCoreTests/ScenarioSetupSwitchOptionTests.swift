import Testing
@testable import ScrollKitCore

/// `run --set NAME=VALUE`: a setup switch written on the command line is
/// read by the switch's own descriptor, exactly as the scenario entry
/// `{"at": 0, NAME: VALUE}` would be.
@Suite("Setup switch options (--set)")
struct ScenarioSetupSwitchOptionTests {
    @Test func eachSetupSwitchReadsItsValueAsItsEntryDoes() throws {
        #expect(try ScenarioEvent.Kind.setupSwitch("deceleration=fast") == .deceleration(.fast))
        // A rate as written in a file: 0.995 per millisecond.
        #expect(try ScenarioEvent.Kind.setupSwitch("deceleration=0.995") == .deceleration(DecelerationRate(rate: 0.995)!))
        #expect(try ScenarioEvent.Kind.setupSwitch("axis=horizontal") == .axis(.horizontal))
        #expect(try ScenarioEvent.Kind.setupSwitch("preset=pages") == .preset("pages"))
        #expect(try ScenarioEvent.Kind.setupSwitch(#"lanes=["paging","free"]"#) == .lanes(["paging", "free"]))
    }

    @Test func theSameTextAsAScenarioEntryGivesTheSameSwitch() throws {
        let scenario = try Scenario.parse(
            text: #"{"version": 1, "preset": "pages", "events": [{"at": 0, "deceleration": "fast"}]}"#, fileName: "s.json")
        #expect(try ScenarioEvent.Kind.setupSwitch("deceleration=fast") == scenario.events[0].kind)
    }

    @Test func aRawEventOrABadValueIsRefusedNamingTheOption() {
        for text in ["wheel=[0,1]", "deceleration", "speed=2"] {
            #expect(throws: ScenarioError.self, "\(text)") { try ScenarioEvent.Kind.setupSwitch(text) }
        }
        do {
            _ = try ScenarioEvent.Kind.setupSwitch("deceleration=slow")
            Issue.record("a deceleration of \"slow\" was accepted")
        } catch {
            #expect(error.description.contains("--set"))
            #expect(error.description.contains("deceleration"))
        }
        do {
            _ = try ScenarioEvent.Kind.setupSwitch("wheel=[0,1]")
            Issue.record("a wheel event was accepted as a setup switch")
        } catch {
            #expect(error.message.contains("not a setup switch"))
        }
    }
}
