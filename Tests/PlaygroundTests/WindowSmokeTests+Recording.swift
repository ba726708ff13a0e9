import Foundation
import Testing
import ScrollKitCore
import PlaygroundTestSupport

/// A window recording is `playground record` of the same input: the window
/// run with `--record a.gif --capture c.json`, driven with xdotool (two
/// flings in the first lane), quit with Q; then `record c.json` with the same
/// lanes and layers writes b.gif (through the capture's `end`, the tick the
/// window quit on), and the two files are equal byte for byte. An extension of
/// `WindowSmokeTests`, so that it runs serialized with the other real-window
/// tests.
extension WindowSmokeTests {
    @Test func aWindowRecordingEqualsRecordOfItsCapture() throws {
        let lanes = "paging,seed-v2,seed-v3"
        let w = try WindowDriver([
            "--preset", "pages", "--lanes", lanes, "--overlays", "--timeline",
            "--record", "{dir}/a.gif", "--capture", "{dir}/c.json", "--exit-after", "60",
        ])
        try w.drag(from: (300, 400), to: (100, 400))       // a fling in lane 0 (the HUD's lane)
        w.wait(0.6)
        try w.drag(from: (300, 400), to: (60, 400), steps: 5)
        w.wait(1.0)
        let trace = try w.finish(timeout: 120)
        // R drew ticks 0, 4, 8, … up to the head (the tick the window quit
        // on); the capture's `end` is that tick's time, and `record` of it
        // draws the frames at 0, 1/30 s, … up to and including the end: the
        // same frames. (Before captures had an end, this test passed
        // `--until` printed with 6 decimals: for 83 frames, 2.766667 s is
        // past tick 332 and record drew an 84th frame.)
        let head = Int(try #require(trace.lines.last?["tick"]?.number))
        let capture = try Scenario.load(path: w.file("c.json"))
        let end = try #require(capture.end, "the capture has an end")
        #expect(abs(end * 120 - Double(head)) < 1e-6, "end \(end) s is the head, tick \(head)")
        let b = w.file("b.gif")
        let record = try Tools.run(
            Tools.playground,
            ["record", w.file("c.json"), "--out", b, "--lanes", lanes, "--overlays", "--timeline"],
            timeout: 300)
        #expect(record.status == 0, "\(record.stderr)")
        let windowGIF = try Data(contentsOf: URL(fileURLWithPath: w.file("a.gif")))
        let recordGIF = try Data(contentsOf: URL(fileURLWithPath: b))
        let reader = try MediaGIFReader([UInt8](windowGIF))
        #expect(reader.width == 1174 && reader.height == 862)
        #expect(windowGIF.count > 10_000)
        if windowGIF != recordGIF {
            let other = try MediaGIFReader([UInt8](recordGIF))
            let firstDifferent = zip(reader.images, other.images).enumerated().first { _, pair in
                let (a, b) = pair
                return (a.x, a.y, a.width, a.height, a.delay) != (b.x, b.y, b.width, b.height, b.delay)
                    || a.indices != b.indices || a.localTable != b.localTable
            }?.offset
            Issue.record("""
                R's GIF (\(windowGIF.count) bytes, \(reader.images.count) images) differs from record's \
                (\(recordGIF.count) bytes, \(other.images.count) images); head tick \(head); \
                first different image: \(firstDifferent.map(String.init) ?? "none")
                """)
            w.keep("a.gif", as: "window-recording-R.gif")
            w.keep("b.gif", as: "window-recording-record.gif")
            w.keep("c.json", as: "window-recording-capture.json")
        }
    }
}
