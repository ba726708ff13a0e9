/// Per-frame timings of a GIF recording, filled by `Recorder.record` when
/// one is passed (for `playground bench`); recording without one costs
/// nothing extra. Seconds, one entry per frame, in frame order.
final class RecordProbe {
    /// Laying out and drawing the frame, flushed to pixels.
    var draw: [Double] = []
    /// Copying the pixels out of the surface.
    var readBack: [Double] = []
    /// `GIFFileWriter.addFrame`, plus `finish` added to the last frame.
    var encode: [Double] = []
    /// Seconds from the first frame's drawing until the encoder had
    /// written the file (the encoder runs beside the drawing, so this is
    /// less than the sum of the per-frame times).
    var wallSeconds = 0.0
    /// Canvas size in device pixels.
    var width = 0
    var height = 0

    init() {}

    /// Seconds elapsed since `start` on the monotonic clock.
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let c = (ContinuousClock.now - start).components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }
}
