import Foundation
import Testing
import PlaygroundTestSupport

/// The README's `playground run` lines, as written, under Xvfb: each is run
/// by `/bin/sh` from a scratch directory that sees `assets` and `examples`,
/// with the built `playground` first on PATH; its window must appear, and Q
/// (pressed with xdotool, as a person quits) must end it with exit status 0,
/// which is what the README implies for a window that is opened and closed.
/// An extension of `WindowSmokeTests`, so that it runs serialized with the
/// other real-window tests.
extension WindowSmokeTests {
    @Test(arguments: ReadmeCommandTests.readmeWindowed)
    func aReadmeRunLineOpensTheWindowAndQuitsWithQ(command: ReadmeCommandTests.Command) throws {
        let server = try XvfbServer()
        let xdotool = try #require(Tools.find("xdotool"), "xdotool is not installed")
        let scratch = try ReadmeCommandTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stderrPath = scratch.appendingPathComponent("stderr.txt").path
        let app = try Tools.spawn(
            "/bin/sh", ["-c", "cd '\(scratch.path)' && exec \(command.shell)"],
            environment: ReadmeCommandTests.environment(server.environment), stderrPath: stderrPath)
        // A behavior file is compiled first (seconds on a loaded machine).
        let search = try Tools.run(
            "/usr/bin/timeout", ["120", xdotool, "search", "--sync", "--onlyvisible", "--name", "ScrollKit Playground"],
            environment: server.environment, timeout: 130)
        let window = try #require(search.stdout.split(separator: "\n").first.map(String.init),
                                  "\(command): no window appeared; \((try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "")")
        Thread.sleep(forTimeInterval: 0.5)
        _ = try Tools.run(xdotool, ["key", "--window", window, "q"], environment: server.environment, timeout: 10)
        let status = app.wait(timeout: 30)
        #expect(status == 0, "\(command): exit \(status); \((try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "")")
    }
}
