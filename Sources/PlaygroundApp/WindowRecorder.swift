import Foundation
import ScrollKitCore
import PlaygroundStage
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// Records the window (R) from the session's history, not from the wall
/// clock: frame k shows tick `startTick + k × ticksPerFrame` (30 frames per
/// second of engine time: every 4th tick at 120 Hz), built as the live
/// window built it (`Stage.frame(atWall:historyTick:)`) and
/// drawn offscreen by the same `FrameComposer` at the window's logical
/// size. GIF delays come from `GIFFrameClock` (3, 3, 4 cs…), whatever the
/// window's frame rate.
///
/// Keeping up as it goes, so that quitting leaves little to do: the window's
/// thread only builds each frame's `FrameModel` (a value); a serial *draw*
/// queue draws it offscreen and reads it back, and `GIFEncodingPipeline`
/// (the recorder's, so R's GIF is encoded as `record`'s is) adds it to the
/// GIF on its own thread, so drawing frame k+1 overlaps encoding frame k
/// (two cores). Both run at the window's priority: at a lower one (nice 10,
/// the first version) the other processes of a loaded machine starved them
/// and 196 frames were still queued at quit (24.9 s). While the recorder is
/// more than `maximumBacklog` frames behind, the window skips its own
/// redraws (`isBehind`), giving the recorder the CPU; the engine still steps
/// on the wall clock, so nothing is lost, only window frames. The pipeline
/// bounds the read-back images alive at once (4 MB each at 1174×862): one
/// waiting, one being encoded, the encoder's previous one and the one being
/// drawn.
///
/// The file is written atomically (`GIFFileWriter`).
///
/// Invariant: `nextTick` only grows; a tick that left the history before it
/// was drawn (a branch, a lane or preset change) is skipped, never invented.
package final class WindowRecorder {
    package let path: String
    /// The logical size of every frame (the window's when R was pressed).
    package let size: Size
    /// Engine ticks between frames.
    let ticksPerFrame: Int
    /// The tick of the next frame to draw.
    private(set) var nextTick: Int
    /// Frames handed to the encoder so far.
    package private(set) var frameCount = 0
    private let encoder: Encoder

    /// Frames the recorder may fall behind (handed over, not yet encoded)
    /// before the window skips redraws for it: 2 frames, 67 ms of engine time.
    private static let maximumBacklog = 2

    /// What the recording cost, for the line printed when it is saved.
    package struct Statistics: Sendable {
        package var frames = 0
        package var images = 0
        /// Median seconds per frame of each stage.
        package var draw = 0.0, readBack = 0.0, encode = 0.0
        /// Frames still queued when `finish()` was called, and how long it waited for them, seconds.
        var backlogAtFinish = 0
        var finishWait = 0.0

        package var summary: String {
            func ms(_ s: Double) -> String { String(format: "%.1f", s * 1000) }
            return "\(frames) frames, \(images) images; per frame draw \(ms(draw)) ms, read back \(ms(readBack)) ms, "
                + "encode \(ms(encode)) ms (medians); \(backlogAtFinish) frames left at quit, finished in \(ms(finishWait)) ms"
        }
    }

    /// The offscreen surface and the encoding pipeline: the surface and
    /// the timings are touched only on `drawQueue`, `drawing` and `failure`
    /// under `lock` (hence unchecked Sendable).
    private final class Encoder: @unchecked Sendable {
        let pipeline: GIFEncodingPipeline
        let surface: OffscreenSurface
        let composer = FrameComposer.window
        let drawQueue = DispatchQueue(label: "scrollkit.window-recorder.draw")
        let lock = NSLock()
        private var _drawing = 0
        private var _failure: (any Error)?
        var drawTimes: [Double] = []
        var readTimes: [Double] = []

        init(pipeline: GIFEncodingPipeline, surface: OffscreenSurface) {
            self.pipeline = pipeline
            self.surface = surface
        }

        /// Frames handed to the draw queue and not yet given to the pipeline.
        var drawing: Int { lock.withLock { _drawing } }
        var failure: (any Error)? { lock.withLock { _failure } }
        func changeDrawing(by delta: Int) { lock.withLock { _drawing += delta } }
        func fail(_ error: any Error) { lock.withLock { if _failure == nil { _failure = error } } }
    }

    /// A frame model handed to the draw queue (a value, read there only).
    private struct Handoff: @unchecked Sendable { var frame: FrameModel }

    /// Starts a recording of the session's ticks from `startTick`, frames of
    /// `size` logical pixels at `framesPerSecond` of engine time.
    package init(path: String, size: Size, startTick: Int, tickLength: Double, framesPerSecond: Double = 30) throws {
        self.path = path
        self.size = size
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        ticksPerFrame = Swift.max(1, Int((1 / (framesPerSecond * tickLength)).rounded()))
        nextTick = startTick
        let surface = try OffscreenSurface(width: width, height: height, scale: 1)
        let writer = try GIFFileWriter(
            path: path, width: width, height: height, framesPerSecond: 1 / (Double(ticksPerFrame) * tickLength))
        encoder = Encoder(pipeline: GIFEncodingPipeline(writer: writer), surface: surface)
    }

    /// Frames handed over and not yet encoded.
    var backlog: Int { encoder.drawing + encoder.pipeline.backlog }

    /// True while the recorder is more than `maximumBacklog` frames behind:
    /// the window should not redraw now.
    var isBehind: Bool { backlog > Self.maximumBacklog }

    /// Draws every frame whose tick the session's head has reached and hands
    /// it to the encoder. Cheap when nothing new was stepped.
    package func capture(_ stage: Stage, wall: Double) {
        while nextTick <= stage.tick {
            defer { nextTick += ticksPerFrame }
            guard var frame = stage.frame(atWall: wall, historyTick: nextTick) else { continue }
            // As `record` draws it (no REC badge, no slow-motion label): a
            // recording's state row reads SCENARIO, so R's GIF equals
            // `playground record` of the session's capture.
            frame.hud.mode = .scripted
            frame.hud.speed = .normal
            enqueue(frame)
        }
    }

    /// Hands one frame to the draw queue, which gives its image to the pipeline.
    private func enqueue(_ frame: FrameModel) {
        let handoff = Handoff(frame: frame)
        let encoder = self.encoder
        encoder.changeDrawing(by: 1)
        frameCount += 1
        encoder.drawQueue.async {
            defer { encoder.changeDrawing(by: -1) }
            guard encoder.failure == nil else { return }
            var start = ContinuousClock.now
            encoder.composer.draw(handoff.frame, on: encoder.surface.canvas)
            encoder.drawTimes.append(RecordProbe.seconds(since: start))
            start = ContinuousClock.now
            var image = encoder.pipeline.takeBuffer()
            encoder.surface.readImage(into: &image)
            encoder.readTimes.append(RecordProbe.seconds(since: start))
            // Blocks while a frame already waits for the encoder.
            do { try encoder.pipeline.submit(image) } catch { encoder.fail(error) }
        }
    }

    /// Finishes the file on the draw queue, after every frame handed over:
    /// the pipeline's statistics and seconds per frame, or its error (the
    /// file abandoned).
    private static func finishFile(_ encoder: Encoder) throws -> (statistics: GIFEncoderStatistics, encodeSeconds: [Double]) {
        if let failure = encoder.failure {
            encoder.pipeline.cancel()
            throw failure
        }
        do {
            return try encoder.pipeline.finish()
        } catch {
            encoder.pipeline.cancel()
            throw error
        }
    }

    /// Waits for the frames still queued and renames the GIF into place.
    @discardableResult
    package func finish() throws -> Statistics {
        let encoder = self.encoder
        var statistics = Statistics()
        statistics.backlogAtFinish = backlog
        let start = ContinuousClock.now
        let written = try encoder.drawQueue.sync { try Self.finishFile(encoder) }
        statistics.finishWait = RecordProbe.seconds(since: start)
        statistics.frames = written.statistics.framesAdded
        statistics.images = written.statistics.imagesWritten
        statistics.draw = Self.median(encoder.drawTimes)
        statistics.readBack = Self.median(encoder.readTimes)
        statistics.encode = Self.median(written.encodeSeconds)
        return statistics
    }

    /// Finishes the file after the frames still queued, without waiting (R
    /// pressed again: the window goes on at once); `report` runs on the
    /// draw queue with the outcome. `waitUntilDone()` waits for it.
    func finishInBackground(report: @escaping @Sendable (Result<String, any Error>) -> Void) {
        let encoder = self.encoder
        let path = self.path
        encoder.drawQueue.async {
            do {
                _ = try Self.finishFile(encoder)
                report(.success(path))
            } catch {
                report(.failure(error))
            }
        }
    }

    /// Blocks until everything queued (frames, a background finish) is done.
    func waitUntilDone() {
        encoder.drawQueue.sync {}
    }

    /// Abandons the file after the frames being drawn.
    package func cancel() {
        let encoder = self.encoder
        encoder.drawQueue.sync { encoder.pipeline.cancel() }
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }
}
