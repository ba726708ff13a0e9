import Foundation
import Testing
import PlaygroundTestSupport

/// Runs `playground run` in a private Xvfb and drives it with xdotool, as a
/// person would: find the window, move the mouse, click, drag, press keys,
/// resize; then read back the trace the window wrote.
final class WindowDriver {
    let server: XvfbServer
    let directory: URL
    let tracePath: String
    private let app: Tools.Child
    let window: String
    private let xdotool: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the window with `arguments` (plus `--trace`; `{dir}` in an
    /// argument becomes the driver's scratch directory) and waits for it to map.
    init(_ arguments: [String]) throws {
        server = try XvfbServer()
        guard let xdotool = Tools.find("xdotool") else { throw Failure(description: "xdotool is not installed") }
        self.xdotool = xdotool
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("sk-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        tracePath = directory.appendingPathComponent("trace.jsonl").path
        let dir = directory.path
        app = try Tools.spawn(
            Tools.playground, ["run", "--trace", tracePath] + arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir) }, environment: server.environment,
            stderrPath: directory.appendingPathComponent("stderr.txt").path)
        let search = try Tools.run(
            "/usr/bin/timeout", ["15", xdotool, "search", "--sync", "--onlyvisible", "--name", "ScrollKit Playground"],
            environment: server.environment, timeout: 20)
        guard let id = search.stdout.split(separator: "\n").first.map(String.init) else {
            throw Failure(description: "no window appeared: \(search.stderr)")
        }
        window = id
        try xdo(["mousemove", "--window", window, "195", "400"])
        Thread.sleep(forTimeInterval: 0.3)
    }

    deinit {
        app.terminate()
        app.wait(timeout: 5)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs one xdotool command on the private display.
    func xdo(_ arguments: [String]) throws {
        let result = try Tools.run(xdotool, arguments, environment: server.environment, timeout: 10)
        guard result.status == 0 else { throw Failure(description: "xdotool \(arguments): \(result.stderr)") }
    }

    func key(_ name: String) throws { try xdo(["key", "--window", window, name]) }

    /// Presses a key that closes the window (Q, Esc): the window may be gone
    /// before xdotool sends the key's release (the program quits on the
    /// press), so a BadWindow from xdotool is the expected outcome then.
    func quitKey(_ name: String) throws {
        do {
            try key(name)
        } catch where "\(error)".contains("BadWindow") {
            return
        }
    }

    func wheelDown(_ notches: Int) throws {
        for _ in 0..<notches { try xdo(["click", "--window", window, "5"]) }
    }

    /// A left-button drag from `from` to `to` in `steps` moves about 16 ms
    /// apart, sent by one xdotool process (its own `sleep` between the
    /// steps): a process started per step would put its start-up time, tens
    /// of milliseconds on a loaded machine, between the moves and before the
    /// release, so the finger would seem to rest before it lifts and release
    /// with no velocity.
    func drag(from: (Int, Int), to: (Int, Int), steps: Int = 8) throws {
        var chain = ["mousemove", "--window", window, "\(from.0)", "\(from.1)", "mousedown", "1", "sleep", "0.05"]
        for i in 1...steps {
            let x = from.0 + (to.0 - from.0) * i / steps
            let y = from.1 + (to.1 - from.1) * i / steps
            chain += ["mousemove", "--window", window, "\(x)", "\(y)", "sleep", "0.016"]
        }
        try xdo(chain + ["mouseup", "1"])
    }

    func resize(width: Int, height: Int) throws {
        try xdo(["windowsize", window, "\(width)", "\(height)"])
    }

    /// The window's size on the screen (xdotool getwindowgeometry).
    func geometry() throws -> (width: Int, height: Int) {
        let result = try Tools.run(xdotool, ["getwindowgeometry", window], environment: server.environment, timeout: 10)
        guard let line = result.stdout.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let text = line.split(separator: " ").last else { throw Failure(description: "no geometry: \(result.stdout)") }
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { throw Failure(description: "no geometry: \(result.stdout)") }
        return (parts[0], parts[1])
    }

    func wait(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }

    /// Closes the window with its quit key (Q) and returns its trace.
    func finish(timeout: Double = 30) throws -> TraceFile {
        try quitKey("q")
        let status = app.wait(timeout: timeout)
        guard status == 0 else {
            let stderr = (try? String(contentsOf: directory.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
            throw Failure(description: "playground exited with \(status): \(stderr)")
        }
        return try TraceFile(path: tracePath)
    }

    /// Presses C (the window's screenshot key, needs `--screenshot-dir {dir}`)
    /// and reads the tick on screen from the file name it saves
    /// (`playground-<preset>-t<tick>-<n>.png`).
    func shownTick(timeout: Double = 5) throws -> Int {
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        try key("c")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let now = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            if let name = now.subtracting(before).first(where: { $0.hasPrefix("playground-") && $0.hasSuffix(".png") }),
               let range = name.range(of: #"-t(\d+)-"#, options: .regularExpression) {
                return Int(name[range].dropFirst(2).dropLast())!
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw Failure(description: "C saved no screenshot within \(timeout) s")
    }

    /// CPU seconds (user + system) the window's process has used, from /proc.
    func cpuSeconds() throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(app.pid)/stat", encoding: .utf8)
        guard let close = stat.lastIndex(of: ")") else { throw Failure(description: "unreadable /proc stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw Failure(description: "unreadable /proc stat: \(stat)")
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Presses `key` and returns the seconds from the moment xdotool has
    /// delivered it until the process has exited (status 0 required).
    func quitLatency(key name: String = "q", timeout: Double = 10) throws -> Double {
        try quitKey(name)
        let start = Date()
        let status = app.wait(timeout: timeout)
        let seconds = Date().timeIntervalSince(start)
        guard status == 0 else { throw Failure(description: "playground exited with \(status)") }
        return seconds
    }

    func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Keeps a copy of a file for a person to look at, when SK_KEEP_SHOTS names a directory.
    func keep(_ name: String, as kept: String) {
        guard let keep = ProcessInfo.processInfo.environment["SK_KEEP_SHOTS"], !keep.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        let target = URL(fileURLWithPath: keep).appendingPathComponent(kept)
        try? FileManager.default.removeItem(at: target)
        try? FileManager.default.copyItem(at: URL(fileURLWithPath: file(name)), to: target)
    }
}
