#if canImport(Glibc)
import Glibc
#endif

/// Per-frame timings of a GIF recording, filled by `Recorder.record` when
/// one is passed (for `playground bench`); recording without one costs
/// nothing extra. Seconds, one entry per frame, in frame order.
package final class RecordProbe {
    /// Laying out and drawing the frame, flushed to pixels.
    package var draw: [Double] = []
    /// Copying the pixels out of the surface.
    package var readBack: [Double] = []
    /// `GIFFileWriter.addFrame`, plus `finish` added to the last frame.
    package var encode: [Double] = []
    /// CPU seconds the encoder used: our GIF encoder's thread (its
    /// `addFrame`s and `finish`), or ffmpeg's process for a video.
    package var encodeCPU = 0.0
    /// Seconds from the first frame's drawing until the encoder had
    /// written the file (the encoder runs beside the drawing, so this is
    /// less than the sum of the per-frame times).
    package var wallSeconds = 0.0
    /// Canvas size in device pixels.
    package var width = 0
    package var height = 0

    package init() {}

    /// CPU seconds the calling thread has used so far.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Seconds elapsed since `start` on the monotonic clock.
    package static func seconds(since start: ContinuousClock.Instant) -> Double {
        let c = (ContinuousClock.now - start).components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }
}
