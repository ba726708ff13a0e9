import Foundation
import Testing
import PlaygroundTestSupport

/// HeaderListFooter.swift from outside (`playground trace`/`qa`): its
/// outermost `ScrollView` is 400 points tall between a 100-point header
/// and footer on a 390×844 screen, so its engine's container is 390×400,
/// not the screen. Twenty rows of 100 points: content 2000, offsets
/// 0…(2000 − 400) = 1600; `.paging` lands on multiples of 400; Page Down
/// (free) moves 400 × (1 − 0.125 overlap) = 350; `VStack`'s default
/// spacing 8 centres the 616-point stack at y (844 − 616) / 2 = 114, so
/// the scroll view spans y 214…614 and y 150 is over the header.
@Suite(.serialized) struct ScrollViewViewportTraceTests {
    static let view = ViewTickTests.root + "/Tests/ViewFiles/HeaderListFooter.swift"
    static let scenario = ViewTickTests.root + "/Tests/ViewFiles/header-list-footer.json"

    /// The trace of a scenario of `events` (JSON) on the view under `behavior` (`--behavior`).
    static func trace(_ events: String, behavior: String) throws -> [[String: Any]] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sk-viewport-\(UUID().uuidString).json").path
        let json = "{\"version\": 1, \"preset\": \"rainbow\", \"window\": [390, 844], \"events\": \(events)}"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ViewTickTests.playground(["trace", path, "--view-file", view, "--behavior", behavior])
        try #require(run.status == 0, "\(run.stderr)")
        return try ViewTickTests.lines(run.stdout)
    }

    @Test func theContainerIsTheScrollViewsFrameAndPagesAreItsHeight() throws {
        let lines = try ViewTickTests.lines(try ViewTickTests.playground(["trace", Self.scenario]).stdout)
        #expect(lines.allSatisfy { $0["container"] as? [Double] == [390, 400] })
        #expect(lines.allSatisfy { $0["content"] as? [Double] == [390, 2000] })
        // The fling's page, then the tap and wheel notch over the header take nothing.
        #expect(lines.last?["offset"] as? [Double] == [0, 400])
        let qa = try ViewTickTests.playground(["qa", Self.scenario])
        #expect(qa.status == 0, "\(qa.stdout)\(qa.stderr)")
    }

    @Test func keysPageByTheScrollViewAndEndAtContentLessItsHeight() throws {
        let page = try Self.trace("[{\"at\": 0.1, \"key\": \"page-down\"}]", behavior: "free")
        #expect(page.last?["offset"] as? [Double] == [0, 350])
        let end = try Self.trace("[{\"at\": 0.1, \"key\": \"end\"}]", behavior: "free")
        #expect(end.last?["offset"] as? [Double] == [0, 1600])
    }

    @Test func aWheelOverTheScrollViewScrollsAndOverTheHeaderDoesNot() throws {
        let over = { (y: Int) in
            "[{\"at\": 0.1, \"pointer\": \"down\", \"pos\": [200, \(y)]}, {\"at\": 0.11, \"pointer\": \"up\", \"pos\": [200, \(y)]}, {\"at\": 0.2, \"wheel\": [0, -1]}]"
        }
        let inside = try Self.trace(over(300), behavior: "free")
        #expect(inside.last?["offset"] as? [Double] == [0, 50], "one notch × wheel step 50")
        let header = try Self.trace(over(150), behavior: "free")
        #expect(header.allSatisfy { $0["offset"] as? [Double] == [0, 0] })
        let footer = try Self.trace(over(700), behavior: "free")
        #expect(footer.allSatisfy { $0["offset"] as? [Double] == [0, 0] })
    }
}
