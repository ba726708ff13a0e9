import Foundation
import PlaygroundTestSupport

/// A private X server for window tests: `Xvfb :N` on the first free display
/// number, stopped when the test is done. Tests that use it are serialized;
/// servers started at once from suites running in parallel take turns to
/// pick their number (`starting`), so two never pick the same one.
final class XvfbServer {
    /// Held from choosing a display number until its socket exists.
    private static let starting = NSLock()

    let display: String
    private let child: Tools.Child

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts Xvfb with a 24-bit screen and waits (up to 10 s) for its socket.
    init(width: Int = 1280, height: Int = 1024) throws {
        guard let xvfb = Tools.find("Xvfb") else { throw Failure(description: "Xvfb is not installed (make test installs it)") }
        Self.starting.lock()
        defer { Self.starting.unlock() }
        var number = 90 + Int(ProcessInfo.processInfo.processIdentifier % 50)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            number += 1
        }
        display = ":\(number)"
        child = try Tools.spawn(xvfb, [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"])
        let socket = "/tmp/.X11-unix/X\(number)"
        let deadline = Date().addingTimeInterval(Tools.stretched(10))
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline, kill(child.pid, 0) == 0 else {
                child.terminate()
                throw Failure(description: "Xvfb \(display) did not start")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The environment for a child process that should use this display only.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        return env
    }

    /// Stops the server now (the display dies under its clients).
    func stop() {
        child.terminate()
        child.wait(timeout: 5)
    }

    deinit {
        child.terminate()
        child.wait(timeout: 5)
    }
}
