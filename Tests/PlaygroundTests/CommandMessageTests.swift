import ArgumentParser
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore

/// One error style (`Error: `), values cut in messages, did-you-mean for
/// names, and the subcommand list on an unknown subcommand.
@Suite struct CommandMessageTests {
    @Test func longValuesAreCutWithTheirLength() {
        #expect(PlaygroundMessage.cut("paging,seed-v3") == "paging,seed-v3")
        let long = String(repeating: "paging,", count: 17_000)
        let cut = PlaygroundMessage.cut(long)
        #expect(cut.count < 90 && cut.hasPrefix("paging,paging,") && cut.hasSuffix("… (119000 characters)"))
        #expect(PlaygroundMessage.error("x") == "Error: x")
    }

    static func message(_ body: () throws -> Void) -> String {
        do { try body() } catch let error as ValidationError { return error.message } catch { return "\(error)" }
        return ""
    }

    @Test func lanesNameTheClosestBehaviorAndNeverListTwenty() {
        #expect(Self.message { _ = try OptionParsing.lanes("paging,pagign") }.contains("(did you mean \"paging\"?)"))
        let far = Self.message { _ = try OptionParsing.lanes("paging,foo") }
        #expect(far.contains("unknown behavior 'foo'") && far.contains("'playground list' shows the"))
        #expect(!far.contains("free, paging"))
        let huge = Self.message { _ = try OptionParsing.lanes(String(repeating: "paging,", count: 17_000)) }
        #expect(huge.hasPrefix("--lanes needs 2 to 4") && huge.count < 300)
        let hugeName = Self.message { _ = try OptionParsing.lanes("paging," + String(repeating: "x", count: 120_000)) }
        #expect(hugeName.count < 300 && !hugeName.contains("did you mean"))
        #expect((try? OptionParsing.lanes("paging, css-mandatory")) == ["paging", "css-mandatory"])
        #expect((try? OptionParsing.lanes("paging,mine", fileNames: ["mine"])) == ["paging", "mine"])
    }

    @Test func anUnknownSubcommandListsTheSubcommands() throws {
        let message = try #require(PlaygroundCommand.unknownSubcommand(["frobnicate"]))
        #expect(message.hasPrefix("Error: unknown command 'frobnicate'\n"))
        for name in ["run", "trace", "qa", "record", "probe", "list", "bench", "new-behavior"] {
            #expect(message.contains("\n  \(name) "), "\(name)")
        }
        #expect(!message.contains("behavior-host"))
        #expect(PlaygroundCommand.unknownSubcommand(["qa2"])?.hasPrefix("Error: unknown command 'qa2' (did you mean \"qa\"?)") == true)
        for fine in [["qa"], ["--help"], ["help"], [], ["--behavior", "paging"], ["behavior-host"]] {
            #expect(PlaygroundCommand.unknownSubcommand(fine) == nil, "\(fine)")
        }
        // The entry point checks before parsing (parsing alone would give `run`'s usage).
        var reported: [String] = []
        #expect(PlaygroundCommand.run(["frobnicate"], reportingTo: { reported.append($0) }) == PlaygroundExit.badInputStatus)
        #expect(reported == [message], "the entry point says the same message once, on standard error")
    }

    @Test func aMisspelledBundledScenarioGetsADidYouMean() throws {
        #expect(ScenarioPaths.bundledHint("fling-one-pag") == " (did you mean the bundled scenario \"fling-one-page\"?)")
        #expect(ScenarioPaths.bundledHint("dir/fling-one-pag") == "")
        let trace = try runCommand(["trace", "flign-one-page"])
        #expect(trace.status == 2 && trace.stderr.hasPrefix("Error: flign-one-page: "), "\(trace.stderr)")
        #expect(trace.stderr.contains("(did you mean the bundled scenario \"fling-one-page\"?)"))
        let qa = try runCommand(["qa", "fling-one-pag"])
        #expect(qa.status == 2 && qa.stderr.contains("did you mean the bundled scenario \"fling-one-page\""))
        // A bundled name is a path for qa, as for trace.
        let named = try runCommand(["qa", "fling-one-page"])
        #expect(named.status == 0 && named.stdout.hasPrefix("PASS  fling-one-page"))
    }
}
