import Testing
@testable import Playground

@Suite struct SmokeTests {
    @Test func commandParses() throws {
        _ = try PlaygroundCommand.parseAsRoot(["trace", "x.json"])
    }
}
