import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

@Suite struct SmokeTests {
    @Test func commandParses() throws {
        _ = try PlaygroundCommand.parseAsRoot(["trace", "x.json"])
    }
}
