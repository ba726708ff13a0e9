import Foundation
import ScrollKitCore
import PlaygroundMedia

/// Helpers of the record and bench tests: a scratch directory, ImageMagick
/// as an independent decoder (run with `Tools`, posix_spawn based), and the
/// in-repo scenarios.
package enum RecordTestSupport {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// A fresh empty directory; remove it with `remove(_:)`.
    package static func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "record-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    package static func remove(_ directory: String) {
        guard directory.contains("record-tests-") else { return }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The names in `directory`, hidden ones (temporary files) included.
    package static func contents(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// A scenario of this repository, by name.
    package static func scenarioPath(_ name: String) -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("assets/scenarios/\(name).json").path
    }

    package static func loadScenario(_ name: String) throws -> Scenario {
        try Scenario.load(path: scenarioPath(name))
    }

    /// Runs an external tool found on PATH; throws unless it exits 0.
    @discardableResult
    package static func tool(_ name: String, _ arguments: [String]) throws -> String {
        guard let path = Tools.find(name) else { throw Failure(description: "\(name) is not installed") }
        let result = try Tools.run(path, arguments)
        guard result.status == 0 else {
            throw Failure(description: "\(name) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    /// ImageMagick's decoding of a PNG (or a GIF's first frame) as RGBA8.
    package static func decode(_ path: String) throws -> RGBAImage {
        let size = try tool("identify", ["-format", "%w %h\n", path]).split(separator: "\n")[0].split(separator: " ")
        guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]) else { throw Failure(description: "identify: bad size") }
        let raw = path + ".raw"
        defer { try? FileManager.default.removeItem(atPath: raw) }
        try tool("convert", [path + "[0]", "-depth", "8", "rgba:" + raw])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
        guard bytes.count == w * h * 4 else { throw Failure(description: "convert gave \(bytes.count) bytes for \(w)×\(h)") }
        return RGBAImage(width: w, height: h, pixels: bytes)
    }

    /// The colour of seed 003's rainbow at `hue` from the HSB formula
    /// (saturation 1, brightness 1), independent of `RGBColor(hue:)`.
    package static func rainbowColor(hue: Double) -> (r: Int, g: Int, b: Int) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let up = Int((255 * f).rounded())
        let down = Int((255 * (1 - f)).rounded())
        switch sector {
        case 0: return (255, up, 0)
        case 1: return (down, 255, 0)
        case 2: return (0, 255, up)
        case 3: return (0, down, 255)
        case 4: return (up, 0, 255)
        default: return (255, 0, down)
        }
    }

    /// The largest per-channel difference between a pixel and an RGB triple.
    package static func distance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (r: Int, g: Int, b: Int)) -> Int {
        max(abs(Int(p.r) - c.r), abs(Int(p.g) - c.g), abs(Int(p.b) - c.b))
    }

    /// Runs `playground` with `arguments`.
    package static func playground(_ arguments: [String], timeout: Double = 120) throws -> Tools.Result {
        try Tools.run(Tools.playground, arguments, timeout: timeout)
    }

    /// The records of a plain single run of `scenario` with `behavior`.
    package static func singleRun(_ scenario: Scenario, behavior: String?) throws -> [FrameRecord] {
        var records: [FrameRecord] = []
        try ScenarioRunner(scenario: scenario, behavior: behavior).run { (tick: ScenarioTick) in records.append(tick.record) }
        return records
    }
}
