import Foundation
import ScrollKitCore
import UserCodeHost

/// The behavior-file fixtures (Tests/BehaviorFiles), fresh compile caches and a
/// loader whose host is the built `playground`, shared by the behavior-host, window
/// and command tests.
package enum BehaviorFileFixtures {
    package static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BehaviorFiles").path

    package static func fixture(_ name: String) -> String { "\(fixtures)/\(name)" }

    /// A fresh cache directory, so each test sees its own compiles.
    package static func freshCache() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("behavior-cache-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A cache shared by the tests that only need the seed files compiled once.
    package static let sharedCache = freshCache()

    package static func loader(cache: String = sharedCache, callTimeout: Double = 2) throws -> BehaviorFileLoader {
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = cache
        environment["SCROLLKIT_BEHAVIOR_HOST"] = Tools.playground
        var loader = BehaviorFileLoader(toolchain: try BehaviorToolchain.locate(for: "test", environment: environment))
        loader.callTimeout = callTimeout
        return loader
    }

    /// A deterministic generator (SplitMix64), so a failure names a reproducible case.
    package struct SplitMix64: RandomNumberGenerator {
        package var state: UInt64
        package init(state: UInt64) { self.state = state }
        package mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }

    /// Random horizontal contexts (the article's code reads x and width
    /// only), with the edge cases the three versions branch on: content
    /// shorter than the container, offsets on page multiples, proposed ==
    /// original, zero velocity, starts and ends outside the valid range.
    package static func randomRequests(count: Int, seed: UInt64) -> [ProbeRequest] {
        var rng = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let width = [390.0, 844, 320, 1000, Double.random(in: 50...1200, using: &rng).rounded()].randomElement(using: &rng)!
            let pages = [0.5, 1, 3, 10.0 / 3, 20, Double.random(in: 0...30, using: &rng)].randomElement(using: &rng)!
            let content = (width * pages).rounded()
            let maxOffset = max(content - width, 0)
            func offset() -> Double {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: return (Double(Int.random(in: 0...max(Int(pages), 1), using: &rng)) * width)
                case 1: return Double.random(in: -width...(maxOffset + width), using: &rng)
                case 2: return Double.random(in: 0...max(maxOffset, 1), using: &rng).rounded()
                default: return [0, maxOffset, maxOffset * 0.95, width * 0.05, width / 3].randomElement(using: &rng)!
                }
            }
            let original = offset()
            let proposed = Int.random(in: 0..<8, using: &rng) == 0 ? original : offset()
            let vx = [0, Double.random(in: -6000...6000, using: &rng), 420, -420].randomElement(using: &rng)!
            return ProbeRequest(
                axes: .horizontal, containerSize: Size(width: width, height: 844),
                contentSize: Size(width: content, height: 844), originalOffset: Point(x: original, y: 0),
                proposedOffset: Point(x: proposed, y: 0), velocity: Vector(dx: vx, dy: 0))
        }
    }

    package static var fixturesScenario: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/scenarios/fling-one-page.json").path
    }

    package static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = sharedCache
        return environment
    }
}
