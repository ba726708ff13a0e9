import Foundation
import Testing
import PlaygroundTestSupport

/// SiblingScrollViews.swift from outside (`playground trace`): two stacked
/// scroll views on a 390×844 screen, the upper at y 0…422, the lower at
/// 422…844. A 120-point drag up over the lower one (y 700 → 580) moves the
/// lower one's engine and leaves the upper (the lane's own) at rest, as on
/// iOS, where each scroll view takes the touches that start on it.
@Suite(.serialized) struct SiblingScrollViewsTraceTests {
    static let view = ViewTickTests.root + "/Tests/ViewFiles/SiblingScrollViews.swift"

    static func trace(_ extra: [String]) throws -> [[String: Any]] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sk-siblings-\(UUID().uuidString).json").path
        let json = """
            {"version": 1, "preset": "rainbow", "window": [390, 844], "events": [
              {"at": 0.1, "drag": {"from": [200, 700], "to": [200, 580], "duration": 0.2}}]}
            """
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ViewTickTests.playground(["trace", path, "--view-file", view] + extra)
        try #require(run.status == 0, "\(run.stderr)")
        return try ViewTickTests.lines(run.stdout)
    }

    @Test func aDragOverTheLowerScrollViewScrollsItAlone() throws {
        let upper = try Self.trace([])
        #expect(upper.allSatisfy { $0["offset"] as? [Double] == [0, 0] })
        let lower = try Self.trace(["--scroll-view", "bottom"])
        // At least the 120 points dragged (less the 10-point slop), at most the end, 1200 − 422.
        let y = try #require((lower.last?["offset"] as? [Double])?.last)
        #expect(y >= 110 && y <= 778)
    }
}
