import Foundation
import PlaygroundMedia

/// Encodes a GIF on its own thread while the caller draws the next frame:
/// `GIFFileWriter.addFrame` runs on a worker, frames in the order they were
/// submitted, so the file is byte for byte the one a single thread writes
/// (same frames, same delays, same encoder state).
///
/// The caller takes an image to read a frame into from `takeBuffer()` (a
/// recycled one whose storage the encoder no longer holds, so reading into
/// it neither allocates nor copies), hands it to `submit(_:)`, and ends with
/// `finish()` or `cancel()`. At most `queueDepth` frames wait for the worker;
/// `submit` blocks while the queue is full, so memory stays bounded
/// (`queueDepth + 3` frames: the waiting ones, the one being encoded, the
/// encoder's previous frame, the one being drawn).
///
/// Errors of the worker (a failed write) are rethrown by the next
/// `submit` or by `finish`; after one, the writer is cancelled and later
/// frames are dropped.
///
/// Thread safety: every shared field is guarded by `condition`; the writer
/// and `encodeSeconds` are touched only by the worker until `finish` or
/// `cancel` has joined it.
package final class GIFEncodingPipeline: @unchecked Sendable {
    /// Frames that may wait for the worker (≥ 1).
    let queueDepth: Int

    private let writer: GIFFileWriter
    private let condition = NSCondition()
    private var queue: [RGBAImage] = []
    private var free: [RGBAImage] = []
    private var closing = false
    private var done = false
    /// True while the worker encodes a frame it has taken off `queue`.
    private var encoding = false
    private var failure: (any Error)?
    private var thread: Thread?
    /// Seconds the worker spent in `addFrame`, one entry per frame, in frame order.
    private var workerSeconds: [Double] = []
    /// CPU seconds the encoder used (the worker's `addFrame`s and `finish`),
    /// complete after `finish()`: unlike wall time, not inflated when other
    /// processes take the cores.
    private(set) var encodeCPUSeconds = 0.0

    /// Starts the worker for `writer`; `queueDepth` frames may wait.
    package init(writer: GIFFileWriter, queueDepth: Int = 1) {
        precondition(queueDepth >= 1, "a pipeline holds at least one waiting frame")
        self.writer = writer
        self.queueDepth = queueDepth
        let thread = Thread { [self] in work() }
        thread.name = "gif-encoder"
        self.thread = thread
        thread.start()
    }

    /// Frames submitted and not yet encoded: those waiting and the one
    /// being encoded.
    package var backlog: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.count + (encoding ? 1 : 0)
    }

    /// An image to read the next frame into: a recycled one when the worker
    /// has released one, else an empty image (`OffscreenSurface.readImage(into:)`
    /// sizes it).
    package func takeBuffer() -> RGBAImage {
        condition.lock()
        defer { condition.unlock() }
        return free.popLast() ?? RGBAImage(width: 0, height: 0)
    }

    /// Queues `image` as the next frame (one tick of the writer's frame
    /// clock); blocks while `queueDepth` frames already wait. Rethrows an
    /// error the worker met on an earlier frame.
    package func submit(_ image: RGBAImage) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= queueDepth && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append(image)
        condition.broadcast()
    }

    /// Waits for every queued frame, then finishes the file (see
    /// `GIFFileWriter.finish`). Returns the encoder's statistics and the
    /// worker's seconds per frame (the last includes `finish`).
    package func finish() throws -> (statistics: GIFEncoderStatistics, encodeSeconds: [Double]) {
        join()
        if let failure { throw failure }
        let start = ContinuousClock.now
        let cpuStart = RecordProbe.threadCPUSeconds()
        let statistics = try writer.finish()
        encodeCPUSeconds += RecordProbe.threadCPUSeconds() - cpuStart
        var seconds = workerSeconds
        if !seconds.isEmpty { seconds[seconds.count - 1] += RecordProbe.seconds(since: start) }
        return (statistics, seconds)
    }

    /// Drops waiting frames, stops the worker and abandons the file.
    package func cancel() {
        condition.lock()
        queue.removeAll()
        condition.unlock()
        join()
        writer.cancel()
    }

    private func join() {
        condition.lock()
        closing = true
        condition.broadcast()
        while !done { condition.wait() }
        condition.unlock()
    }

    /// The worker: encodes queued frames in order until closed and drained.
    private func work() {
        // The image the encoder holds as its previous frame: released (and
        // recycled) once the next frame has been added.
        var previous: RGBAImage?
        while true {
            condition.lock()
            while queue.isEmpty && !closing { condition.wait() }
            if queue.isEmpty || failure != nil {
                done = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let image = queue.removeFirst()
            encoding = true
            condition.broadcast()  // a slot is free for `submit`
            condition.unlock()

            let start = ContinuousClock.now
            let cpuStart = RecordProbe.threadCPUSeconds()
            var error: (any Error)?
            do { try writer.addFrame(image) } catch let failure { error = failure }
            let seconds = RecordProbe.seconds(since: start)
            let cpu = RecordProbe.threadCPUSeconds() - cpuStart

            condition.lock()
            workerSeconds.append(seconds)
            encodeCPUSeconds += cpu
            encoding = false
            if let error {
                failure = error
                queue.removeAll()
            }
            if let released = previous { free.append(released) }
            previous = image
            condition.broadcast()
            condition.unlock()
        }
    }
}
