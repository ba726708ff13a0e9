import Foundation
import Testing
@testable import Playground
@testable import PlaygroundStage
import ScrollKitCore

/// `qa --html DIR`: one offline page and its cells' files (the browser
/// check, scripts/qa-html-check.py, opens it in chromium).
@Suite struct QAHTMLTests {
    @Test func thePageIsOfflineFailuresFirstWithPlotsMediaAndLinks() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let dir = fixture.directory.path
        _ = try fixture.write("s/pass.json", ScenarioFixture.wheel(name: "passes"))
        _ = try fixture.write("s/fail.json", ScenarioFixture.wheel(name: "fails-on-purpose", expectedY: 999))
        let run = try runCommand(["qa", "\(dir)/s", "assets/scenarios/fling-one-page.json", "--html", "\(dir)/report", "--junit", "\(dir)/j.xml"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let page = try String(contentsOfFile: "\(dir)/report/index.html", encoding: .utf8)
        // Offline: nothing fetched from elsewhere (the SVG namespace is a name, not a fetch).
        for remote in ["src=\"http", "href=\"http", "<link ", "@import", "url(http"] {
            #expect(!page.contains(remote), "\(remote)")
        }
        #expect(page.contains("prefers-color-scheme: dark"))
        // Cells are named by the files' order (paths sorted: the fixture's
        // /tmp/…/s/fail.json, s/pass.json, then assets/…) and the behavior's.
        let failID = "cell-0-0", passID = "cell-1-0"
        let fail = try #require(page.range(of: "<details class=\"cell\" id=\"\(failID)\""))
        let pass = try #require(page.range(of: "<details class=\"cell\" id=\"\(passID)\""))
        #expect(fail.lowerBound < pass.lowerBound, "failures first")
        #expect(page.contains("expected offset [0, 999]"), "what was expected and what came out")
        #expect(page.contains("playground qa"), "the rerun command")
        // The failing cell's plot, filmstrip and GIF; a passing cell gets a plot only.
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/report/cells")
        #expect(files.contains("\(failID).svg") && files.contains("\(failID).gif") && files.contains("\(failID).filmstrip.png"), "\(files)")
        #expect(files.contains("\(passID).svg") && !files.contains("\(passID).gif"))
        let svg = try String(contentsOfFile: "\(dir)/report/cells/\(failID).svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg ") && svg.contains("<polyline class=\"offset\"") && svg.contains("<polyline class=\"velocity\""))
        #expect(svg.contains("class=\"ph-animating\""), "the wheel's animation as a phase band")
        let paging = try String(contentsOfFile: "\(dir)/report/cells/cell-2-0.svg", encoding: .utf8)
        #expect(paging.contains("<g class=\"decision\">") && paging.contains("adjusted 390"), "paging's decision as marks")
        // JUnit links each case to its cell.
        let xml = try String(contentsOfFile: "\(dir)/j.xml", encoding: .utf8)
        #expect(xml.contains("<property name=\"url\" value=\"\(dir)/report/index.html#\(failID)\"/>"))
    }

    @Test func aPlotDrawsTheTraceOnItsAxes() throws {
        let scenario = Scenario(preset: try #require(PresetCatalog.preset(named: "rainbow")))
        #expect(scenario.axes.primary == .vertical)
        var plot = QATracePlot(scenario: scenario)
        for tick in 1...120 {
            plot.observe(FrameRecord(
                tick: tick, time: Double(tick) / 120, offset: Point(x: 0, y: Double(tick)), velocity: Vector(dx: 0, dy: 120),
                phase: tick < 60 ? .decelerating : .idle, activity: .idle, behavior: "free", source: .none,
                containerSize: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 1000), hue: 0))
        }
        let svg = plot.svg(title: "t")
        #expect(svg.components(separatedBy: "class=\"ph-decelerating\"").count == 2, "one band")
        #expect(svg.contains("offset y (px)") && svg.contains("velocity y (px/s)"))
        #expect(QATracePlot.niceStep(1) == 0.2 && QATracePlot.niceStep(30) == 5)
    }
}
