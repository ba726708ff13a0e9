import Foundation
import ScrollKitCore
import PlaygroundRecording
import BehaviorHost
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
/// queue draws it offscreen and reads it back, a serial *encode* queue adds
/// it to the GIF, so drawing frame k+1 overlaps encoding frame k (two
/// cores). Both run at the window's priority: at a lower one (nice 10, the
/// first version) the other processes of a loaded machine starved them and
/// 196 frames were still queued at quit (24.9 s). While the recorder is more
/// than `maximumBacklog` frames behind, the window skips its own redraws
/// (`isBehind`), giving the recorder the CPU; the engine still steps on the
/// wall clock, so nothing is lost, only window frames. At most
/// `imagesInFlight` read-back images exist at once (4 MB each at 1174×862).
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
    /// Read-back images alive at once (drawn, not yet encoded).
    private static let imagesInFlight = 2

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

    /// The offscreen surface, the GIF writer and the timings: the surface
    /// is touched only on `drawQueue`, the writer and `encodeTimes` only on
    /// `encodeQueue`, `pending` under `lock` (hence unchecked Sendable).
    private final class Encoder: @unchecked Sendable {
        let writer: GIFFileWriter
        let surface: OffscreenSurface
        let composer = FrameComposer.window
        let drawQueue = DispatchQueue(label: "scrollkit.window-recorder.draw")
        let encodeQueue = DispatchQueue(label: "scrollkit.window-recorder.encode")
        let slots = DispatchSemaphore(value: WindowRecorder.imagesInFlight)
        let lock = NSLock()
        private var _pending = 0
        private var _failure: (any Error)?
        var drawTimes: [Double] = []
        var readTimes: [Double] = []
        var encodeTimes: [Double] = []

        init(writer: GIFFileWriter, surface: OffscreenSurface) {
            self.writer = writer
            self.surface = surface
        }

        var pending: Int { lock.withLock { _pending } }
        var failure: (any Error)? { lock.withLock { _failure } }
        func changePending(by delta: Int) { lock.withLock { _pending += delta } }
        func fail(_ error: any Error) { lock.withLock { if _failure == nil { _failure = error } } }
    }

    /// A frame model handed to the draw queue (a value, read there only).
    private struct Handoff: @unchecked Sendable { var frame: FrameModel }
    /// A read-back image handed to the encode queue.
    private struct Picture: @unchecked Sendable { var image: RGBAImage }

    /// Starts a recording of the session's ticks from `startTick`, frames of
    /// `size` logical pixels at `framesPerSecond` of engine time.
    package init(path: String, size: Size, startTick: Int, tickLength: Double, framesPerSecond: Double = 30) throws {
        self.path = path
        self.size = size
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        ticksPerFrame = Swift.max(1, Int((1 / (framesPerSecond * tickLength)).rounded()))
        nextTick = startTick
        encoder = Encoder(
            writer: try GIFFileWriter(
                path: path, width: width, height: height, framesPerSecond: 1 / (Double(ticksPerFrame) * tickLength)),
            surface: try OffscreenSurface(width: width, height: height, scale: 1))
    }

    /// Frames handed over and not yet encoded.
    var backlog: Int { encoder.pending }

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

    /// Hands one frame to the draw queue, then the encode queue.
    private func enqueue(_ frame: FrameModel) {
        let handoff = Handoff(frame: frame)
        let encoder = self.encoder
        encoder.changePending(by: 1)
        frameCount += 1
        encoder.drawQueue.async {
            guard encoder.failure == nil else { encoder.changePending(by: -1); return }
            encoder.slots.wait()
            var start = ContinuousClock.now
            encoder.composer.draw(handoff.frame, on: encoder.surface.canvas)
            encoder.drawTimes.append(RecordProbe.seconds(since: start))
            start = ContinuousClock.now
            let picture = Picture(image: encoder.surface.readImage())
            encoder.readTimes.append(RecordProbe.seconds(since: start))
            encoder.encodeQueue.async {
                defer {
                    encoder.slots.signal()
                    encoder.changePending(by: -1)
                }
                guard encoder.failure == nil else { return }
                let start = ContinuousClock.now
                do { try encoder.writer.addFrame(picture.image) } catch { encoder.fail(error) }
                encoder.encodeTimes.append(RecordProbe.seconds(since: start))
            }
        }
    }

    /// Blocks until every frame handed over is encoded (both queues drained).
    private func drain() {
        encoder.drawQueue.sync {}
        encoder.encodeQueue.sync {}
    }

    /// Waits for the frames still queued and renames the GIF into place.
    @discardableResult
    package func finish() throws -> Statistics {
        let encoder = self.encoder
        var statistics = Statistics()
        statistics.backlogAtFinish = encoder.pending
        let start = ContinuousClock.now
        drain()
        if let failure = encoder.failure {
            encoder.writer.cancel()
            throw failure
        }
        let written = try encoder.writer.finish()
        statistics.finishWait = RecordProbe.seconds(since: start)
        statistics.frames = written.framesAdded
        statistics.images = written.imagesWritten
        statistics.draw = Self.median(encoder.drawTimes)
        statistics.readBack = Self.median(encoder.readTimes)
        statistics.encode = Self.median(encoder.encodeTimes)
        return statistics
    }

    /// Finishes the file after the frames still queued, without waiting (R
    /// pressed again: the window goes on at once); `report` runs on the
    /// encode queue with the outcome. `waitUntilDone()` waits for it.
    func finishInBackground(report: @escaping @Sendable (Result<String, any Error>) -> Void) {
        let encoder = self.encoder
        let path = self.path
        encoder.drawQueue.async {
            encoder.encodeQueue.async {
                if let failure = encoder.failure {
                    encoder.writer.cancel()
                    report(.failure(failure))
                    return
                }
                do {
                    _ = try encoder.writer.finish()
                    report(.success(path))
                } catch {
                    report(.failure(error))
                }
            }
        }
    }

    /// Blocks until everything queued (frames, a background finish) is done.
    func waitUntilDone() {
        drain()
    }

    package func cancel() {
        drain()
        let encoder = self.encoder
        encoder.encodeQueue.sync { encoder.writer.cancel() }
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }
}
