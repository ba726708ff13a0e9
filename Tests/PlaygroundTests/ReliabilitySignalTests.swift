import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import PlaygroundTestSupport
#endif

/// Nothing finished is ever lost: a recording stopped by SIGINT,
/// SIGTERM or SIGHUP, by the window destroyed from outside or by the X
/// server dying is finished with what was recorded so far, said in one
/// line, with exit 130/143/129 or 3; SIGKILL leaves only a temporary that
/// the next run removes. Each case runs the real `playground` binary.
@Suite(.serialized) struct ReliabilitySignalTests {
    /// A fresh directory for one case.
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "sk-signal-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A scenario beside `dir` whose drag moves the content for 30 s, so the
    /// window keeps ticking (at rest it makes no ticks, to use no CPU) and the
    /// trace and the recording grow. Returns its path.
    static func slowDrag(beside dir: String) throws -> String {
        let path = dir + ".json"
        let text = #"{"version": 1, "name": "slow-drag", "preset": "rainbow", "events": [{"at": 0.1, "drag": {"from": [200, 800], "to": [200, 100], "duration": 30, "hold": 0}}]}"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func entries(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    /// Polls (5 ms steps, up to `timeout` s) until `condition` holds; the
    /// child process runs on its own clock, so this waits for its progress,
    /// not for a fixed time.
    static func waitUntil(timeout: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(Tools.stretched(timeout))
        while Date() < deadline {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }

    /// Bytes of the temporary files of `name` in `dir`.
    static func temporaryBytes(_ dir: String, _ name: String) -> Int {
        entries(dir).filter { $0.hasPrefix(".\(name).tmp-") }.reduce(0) { sum, entry in
            let size = (try? FileManager.default.attributesOfItem(atPath: dir + "/" + entry)[.size] as? Int) ?? 0
            return sum + size
        }
    }

    /// The whole numbers in `text` following `prefix`, e.g. "(" in "(79 frames".
    static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix(while: \.isNumber))
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func recordKeepsTheFramesSoFar(signal: Int32) throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/long.gif"
        let errPath = dir + "/../" + (dir as NSString).lastPathComponent + ".err"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let child = try Tools.spawn(
            Tools.playground, ["record", "fling-one-page", "--window", "200x300", "--until", "600", "--timeline", "--out", out],
            stderrPath: errPath)
        // Frames are streaming into the temporary file: interrupt now. (The
        // encoder holds the first 64 KB; the timeline's axis grows every
        // frame, so every frame changes and the file keeps growing.)
        #expect(Self.waitUntil { Self.temporaryBytes(dir, "long.gif") > 8_000 })
        kill(child.pid, signal)
        let status = child.wait(timeout: 60)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        #expect(status == 128 + signal, "\(stderr)")
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "?"
        #expect(stderr.contains("interrupted by \(name)"), "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "one line: \(stderr)")
        #expect(Self.entries(dir) == ["long.gif"], "no temporary file remains")
        let gif = try MediaGIFReader([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
        let frames = try #require(Self.number(after: " px, ", in: stderr))
        let stored = try #require(Self.number(after: "fps (", in: stderr))
        #expect(frames > 0 && frames < 600 * 30, "stopped early")
        #expect(gif.images.count == stored, "the file holds every image the line reports")
        #expect(gif.images.reduce(0) { $0 + $1.delay } >= frames * 3, "frames at 30 fps last 3 or 4 cs each")
        #expect(gif.trailerAt > 0, "a complete GIF")
    }

    @Test func sigkillLeavesOnlyATemporaryThatTheNextRunRemoves() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/k.gif"
        let child = try Tools.spawn(
            Tools.playground, ["record", "fling-one-page", "--window", "200x300", "--until", "600", "--timeline", "--out", out])
        #expect(Self.waitUntil { Self.temporaryBytes(dir, "k.gif") > 8_000 })
        kill(child.pid, SIGKILL)
        #expect(child.wait(timeout: 30) == 128 + SIGKILL)
        let left = Self.entries(dir)
        #expect(left.count == 1 && left[0].hasPrefix(".k.gif.tmp-\(child.pid)-"), "\(left)")
        let again = try Tools.run(Tools.playground, ["record", "fling-one-page", "--window", "200x300", "--out", out])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(Self.entries(dir) == ["k.gif"], "the dead process's temporary is gone")
    }

    /// How a window recording is stopped from outside, and the status expected.
    enum Stop: String, CaseIterable, Sendable {
        case sigint, sigterm, sighup, windowclose, windowkill, serverDeath

        var status: Int32 {
            switch self {
            case .sigint: 130
            case .sigterm: 143
            case .sighup: 129
            case .windowclose, .windowkill, .serverDeath: 3
            }
        }
    }

    @Test(arguments: Stop.allCases)
    func windowRecordingIsFinished(stop: Stop) throws {
        let server = try XvfbServer()
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let errPath = dir + ".err"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let replay = try Self.slowDrag(beside: dir)
        defer { try? FileManager.default.removeItem(atPath: replay) }
        let child = try Tools.spawn(
            Tools.playground, ["run", "--replay", replay, "--record", dir + "/A.gif", "--trace", dir + "/A.jsonl", "--exit-after", "120"],
            environment: server.environment, stderrPath: errPath)
        // Wait for a second or so of ticks (the trace streams to its temporary file).
        #expect(Self.waitUntil { Self.temporaryBytes(dir, "A.jsonl") > 60_000 })
        switch stop {
        case .sigint: kill(child.pid, SIGINT)
        case .sigterm: kill(child.pid, SIGTERM)
        case .sighup: kill(child.pid, SIGHUP)
        case .windowclose, .windowkill:
            let xdotool = try #require(Tools.find("xdotool"))
            let search = try Tools.run(xdotool, ["search", "--pid", "\(child.pid)"], environment: server.environment)
            let window = try #require(search.stdout.split(separator: "\n").first.map(String.init))
            try Tools.run(xdotool, [stop.rawValue, window], environment: server.environment)
        case .serverDeath:
            server.stop()
        }
        let status = child.wait(timeout: 60)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        #expect(status == stop.status, "\(stderr)")
        #expect(stderr.contains("saved what was recorded so far"), "\(stderr)")
        #expect(Self.entries(dir) == ["A.gif", "A.jsonl"], "both outputs, no temporary: \(Self.entries(dir))")
        let gif = try MediaGIFReader([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/A.gif"))))
        let images = try #require(Self.number(after: "frames, ", in: stderr))
        #expect(gif.images.count == images, "the GIF holds the images the line reports")
        #expect(gif.images.count > 10)
        let lines = try String(contentsOfFile: dir + "/A.jsonl", encoding: .utf8).split(separator: "\n")
        let ticks = try #require(Self.number(after: "A.jsonl (", in: stderr))
        #expect(lines.count == ticks, "the trace holds the ticks the line reports")
        for (i, line) in lines.enumerated() {
            #expect(line.hasPrefix("{\"tick\": \(i + 1),") && line.hasSuffix("}"), "complete line \(i)")
        }
    }

    /// A write failing half-way (the file size limit, with SIGXFSZ ignored as
    /// a full disk would fail it): an error naming the output, exit 3, and
    /// no half file or temporary left; the window's trace likewise.
    @Test func aWriteFailingHalfWayIsAnErrorNamingTheOutput() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sh = "ulimit -f 64; trap '' XFSZ; exec \"$0\" \"$@\""
        let record = try Tools.run("/bin/sh", ["-c", sh, Tools.playground, "record", "fling-one-page", "--until", "60", "--out", dir + "/big.gif"])
        #expect(record.status == 3, "\(record.stderr)")
        #expect(record.stderr.contains("--out: cannot write \(dir)/big.gif: writing failed: File too large"), "\(record.stderr)")
        #expect(Self.entries(dir).isEmpty)

        // An idle window makes no ticks: a replayed drag keeps the trace growing.
        let replay = try Self.slowDrag(beside: dir)
        defer { try? FileManager.default.removeItem(atPath: replay) }
        let server = try XvfbServer()
        let run = try Tools.run(
            "/bin/sh", ["-c", sh, Tools.playground, "run", "--replay", replay, "--trace", dir + "/t.jsonl", "--exit-after", "3"],
            environment: server.environment)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("--trace: cannot write \(dir)/t.jsonl: writing failed: File too large"), "\(run.stderr)")
        #expect(Self.entries(dir).isEmpty)
    }

    /// One output failing when the window closes never discards another:
    /// the screenshot's directory vanishes during the run, the GIF and the
    /// trace are still saved, and the failure is exit 3 naming --screenshot.
    @Test func aFailingScreenshotKeepsTheRecordingAndTheTrace() throws {
        let server = try XvfbServer()
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let shots = dir + "/shots"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: false)
        let errPath = dir + ".err"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let replay = try Self.slowDrag(beside: dir)
        defer { try? FileManager.default.removeItem(atPath: replay) }
        let child = try Tools.spawn(
            Tools.playground, ["run", "--replay", replay, "--exit-after", "4", "--screenshot", shots + "/x.png",
                               "--record", dir + "/s.gif", "--trace", dir + "/s.jsonl"],
            environment: server.environment, stderrPath: errPath)
        #expect(Self.waitUntil { Self.temporaryBytes(dir, "s.jsonl") > 20_000 })
        try FileManager.default.removeItem(atPath: shots)
        let status = child.wait(timeout: 60)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        #expect(status == 3, "\(stderr)")
        #expect(stderr.contains("--screenshot: cannot write \(shots)/x.png"), "\(stderr)")
        #expect(Self.entries(dir) == ["s.gif", "s.jsonl"])
        let gif = try MediaGIFReader([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/s.gif"))))
        #expect(gif.images.count > 10 && gif.trailerAt > 0)
        let lines = try String(contentsOfFile: dir + "/s.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 300 && lines.last?.hasSuffix("}") == true)
    }

    /// `run --trace -` into a pipe closed early (`| head`): the window goes
    /// on and ends quietly, with no message.
    @Test func aTraceOnAClosedPipeEndsQuietly() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let replay = try Self.slowDrag(beside: dir)      // an idle window makes no ticks to trace
        defer { try? FileManager.default.removeItem(atPath: replay) }
        let server = try XvfbServer()
        let result = try Tools.run(
            "/bin/sh", ["-c", "\"$0\" run --replay \"$1\" --trace - --exit-after 2 | head -c 100", Tools.playground, replay],
            environment: server.environment)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\"tick\": 1,"))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
