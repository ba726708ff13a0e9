import Foundation
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// `ScreenshotWriter`: `write` returns at once, the PNGs appear complete
/// (atomic) in the background, and `finish()` waits for them and reports
/// each request once, in order, with the failure of one that could not be
/// written.
@Suite struct ScreenshotWriterTests {
    @Test func writesInTheBackgroundAndReportsEveryRequestOnce() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let writer = ScreenshotWriter()
        let red = RGBAImage(width: 64, height: 48, fill: (255, 0, 0, 255))
        let blue = RGBAImage(width: 32, height: 16, fill: (0, 0, 255, 255))
        writer.write(red, to: dir + "/a.png")
        writer.write(blue, to: dir + "/b.png", level: .balanced)
        writer.write(red, to: dir + "/missing/c.png")
        let outcomes = writer.finish()
        #expect(outcomes.map(\.path) == [dir + "/a.png", dir + "/b.png", dir + "/missing/c.png"])
        #expect(outcomes.map { $0.failure == nil } == [true, true, false])
        let a = try RecordTestSupport.decode(dir + "/a.png")
        let b = try RecordTestSupport.decode(dir + "/b.png")
        #expect((a.width, a.height, b.width, b.height) == (64, 48, 32, 16))
        #expect(a[10, 10].r == 255 && b[5, 5].b == 255)
        #expect(RecordTestSupport.contents(dir) == ["a.png", "b.png"])   // no temporaries left
        #expect(writer.finish().isEmpty)                                 // reported once
    }
}
