import Foundation
import ScrollKitCore
import Testing

/// The real window under a private Xvfb, driven by xdotool, checked through
/// the trace and a screenshot of the window.
@Suite(.serialized) struct WindowSmokeTests {
    @Test func wheelNotchesScrollAndComeToRest() throws {
        let x = try XvfbServer()
        let xdotool = try #require(Tools.find("xdotool"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sk-smoke-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("trace.jsonl").path
        let app = try Tools.spawn(
            Tools.playground, ["run", "--exit-after", "4", "--trace", trace], environment: x.environment)
        let search = try Tools.run(
            "/usr/bin/timeout", ["10", xdotool, "search", "--sync", "--onlyvisible", "--name", "ScrollKit Playground"],
            environment: x.environment)
        let window = try #require(search.stdout.split(separator: "\n").first.map(String.init), "no window appeared")
        try Tools.run(xdotool, ["mousemove", "--window", window, "200", "400"], environment: x.environment)
        for _ in 0..<5 {
            try Tools.run(xdotool, ["click", "--window", window, "5"], environment: x.environment)
        }
        Thread.sleep(forTimeInterval: 1.2)
        let shot = dir.appendingPathComponent("shot.png").path
        let importTool = try #require(Tools.find("import"))
        try Tools.run(importTool, ["-window", window, shot], environment: x.environment)
        #expect(app.wait(timeout: 20) == 0)

        let records = try TraceFile(path: trace)
        let offsets = records.offsets.map(\.y)
        #expect(offsets.first == 0)
        let final = try #require(offsets.last)
        #expect(final > 0, "the wheel notches did not scroll")
        #expect(records.phases.last == "idle", "the scroll did not come to rest")
        // 5 notches of 50 px each, never past the end of 100 rows.
        #expect(abs(final - 250) < 0.5)

        // The screenshot's background beside the rows has the hue of the offset reached.
        let convert = try #require(Tools.find("convert"))
        let pixel = try Tools.run(convert, [shot, "-format", "%[fx:int(255*p{10,400}.r)],%[fx:int(255*p{10,400}.g)],%[fx:int(255*p{10,400}.b)]", "info:"])
        let channels = pixel.stdout.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let expected = RGBColor(hue: RainbowHue.hue(forOffset: final), saturation: 1, brightness: 1)
        try #require(channels.count == 3, "could not read the screenshot pixel: \(pixel.stdout) \(pixel.stderr)")
        #expect(abs(channels[0] - Int(expected.r)) <= 2)
        #expect(abs(channels[1] - Int(expected.g)) <= 2)
        #expect(abs(channels[2] - Int(expected.b)) <= 2)
        let start = RGBColor(hue: 0, saturation: 1, brightness: 1)
        #expect(expected != start, "the hue did not change")
    }

    @Test func withoutADisplayItSaysSoAndExits3() throws {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        let result = try Tools.run(Tools.playground, ["run"], environment: env, timeout: 10)
        #expect(result.status == 3)
        #expect(result.seconds < 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stderr.contains("no display"))
        #expect(result.stdout.isEmpty)
    }
}

