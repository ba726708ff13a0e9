import Foundation
import Testing
import ScrollKitCore

/// A window recording is `playground record` of the same input: the window
/// run with `--record a.gif --capture c.json`, driven with xdotool (two
/// flings in the first lane), quit with Q; then `record c.json` with the same
/// lanes and layers, `--until` the time of R's last frame, writes b.gif, and
/// the two files are equal byte for byte. An extension of
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
        // R drew ticks 0, 4, 8, … up to the head; `record` draws the ticks of
        // frames 0 ..< ceil(until × 30) at 30 fps: the same frames when
        // `until` is the end of R's last frame.
        let head = Int(try #require(trace.lines.last?["tick"]?.number))
        let frames = head / 4 + 1
        let tickLength = 1.0 / 120
        let until = Double(frames * 4) * tickLength
        let b = w.file("b.gif")
        let record = try Tools.run(
            Tools.playground,
            ["record", w.file("c.json"), "--out", b, "--lanes", lanes, "--overlays", "--timeline",
             "--until", String(format: "%.6f", until)],
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
            // Seen in 2 runs of 3: the first images all equal, `record`
            // one image longer at the end: R's end and record's settle-based
            // end disagree by a frame. Not understood yet: a known issue, so
            // any other difference still fails.
            let prefixEqual = firstDifferent == nil && other.images.count == reader.images.count + 1
            withKnownIssue("record ends one frame after R (issue 10, open)", isIntermittent: true) {
                if prefixEqual { Issue.record("record's GIF has one more image at the end than R's") }
            }
            if !prefixEqual { Issue.record("""
                R's GIF (\(windowGIF.count) bytes, \(reader.images.count) images) differs from record's \
                (\(recordGIF.count) bytes, \(other.images.count) images); first different image: \(firstDifferent.map(String.init) ?? "none")
                """) }
            w.keep("a.gif", as: "window-recording-R.gif")
            w.keep("b.gif", as: "window-recording-record.gif")
        }
    }
}
