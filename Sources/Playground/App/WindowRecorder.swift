import Foundation
import ScrollKitCore

/// Records the window (R) from the session's history, not from the wall
/// clock: frame k shows tick `startTick + k × ticksPerFrame` (30 frames per
/// second of engine time: every 4th tick at 120 Hz), built as the live
/// window built it (`PlaygroundSession.frame(atWall:historyTick:)`) and
/// drawn offscreen by the same `FrameComposer` at the window's logical
/// size. GIF delays come from `GIFFrameClock` (3, 3, 4 cs…), whatever the
/// window's frame rate.
///
/// The window's thread only builds each frame's `FrameModel` (a value); a
/// serial queue at a lower scheduling priority draws it offscreen and
/// encodes it as the session runs, so the window's own frames wait neither
/// for the recorder's drawing nor for the encoder. The file is written
/// atomically (`GIFFileWriter`).
///
/// Invariant: `nextTick` only grows; a tick that left the history before it
/// was drawn (a branch, a lane or preset change) is skipped, never invented.
final class WindowRecorder {
    let path: String
    /// The logical size of every frame (the window's when R was pressed).
    let size: Size
    /// Engine ticks between frames.
    let ticksPerFrame: Int
    /// The tick of the next frame to draw.
    private(set) var nextTick: Int
    /// Frames handed to the encoder so far.
    private(set) var frameCount = 0
    private let encoder: Encoder

    /// The offscreen surface and the GIF writer, touched only on `queue`
    /// once made (hence unchecked Sendable).
    private final class Encoder: @unchecked Sendable {
        let writer: GIFFileWriter
        let surface: OffscreenSurface
        let composer = FrameComposer()
        let queue = DispatchQueue(label: "scrollkit.window-recorder")
        var failure: (any Error)?
        init(writer: GIFFileWriter, surface: OffscreenSurface) {
            self.writer = writer
            self.surface = surface
        }

        /// The recorder yields to the window: nice 10 for the thread running
        /// the queue's block (on Linux the nice value is per thread and
        /// who = 0 is the caller; a serial queue may change threads, so each
        /// block calls it).
        static func yieldToWindow() {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        }
    }

    /// A frame model handed to the encoder's queue (a value, read there only).
    private struct Handoff: @unchecked Sendable { var frame: FrameModel }

    /// Starts a recording of the session's ticks from `startTick`, frames of
    /// `size` logical pixels at `framesPerSecond` of engine time.
    init(path: String, size: Size, startTick: Int, tickLength: Double, framesPerSecond: Double = 30) throws {
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

    /// Draws every frame whose tick the session's head has reached and hands
    /// it to the encoder. Cheap when nothing new was stepped.
    func capture(_ session: PlaygroundSession, wall: Double) {
        while nextTick <= session.tick {
            defer { nextTick += ticksPerFrame }
            guard var frame = session.frame(atWall: wall, historyTick: nextTick) else { continue }
            frame.hud.mode = .live      // the picture as it was live, without the REC badge
            let handoff = Handoff(frame: frame)
            let encoder = self.encoder
            encoder.queue.async {
                guard encoder.failure == nil else { return }
                Encoder.yieldToWindow()
                encoder.composer.draw(handoff.frame, on: encoder.surface.canvas)
                let image = encoder.surface.readImage()
                do { try encoder.writer.addFrame(image) } catch { encoder.failure = error }
            }
            frameCount += 1
        }
    }

    /// Waits for the encoder and renames the GIF into place.
    @discardableResult
    func finish() throws -> GIFEncoderStatistics {
        let encoder = self.encoder
        let failure: (any Error)? = encoder.queue.sync { encoder.failure }
        if let failure {
            encoder.writer.cancel()
            throw failure
        }
        return try encoder.writer.finish()
    }

    /// Finishes the file on the encoder's queue after the frames still
    /// queued, without waiting (R pressed again: the window goes on at once);
    /// `report` runs there with the outcome. `waitUntilDone()` waits for it.
    func finishInBackground(report: @escaping @Sendable (Result<String, any Error>) -> Void) {
        let encoder = self.encoder
        let path = self.path
        encoder.queue.async {
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

    /// Blocks until everything queued (frames, a background finish) is done.
    func waitUntilDone() {
        encoder.queue.sync {}
    }

    func cancel() {
        let encoder = self.encoder
        encoder.queue.sync { encoder.writer.cancel() }
    }
}
