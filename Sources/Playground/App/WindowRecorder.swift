import Foundation

/// Records the live window as an animated GIF: a frame every 1/30 s of wall
/// time (the delay of each frame is the wall time it was on screen, so a
/// slow frame lasts longer in the GIF too), streamed to a temporary file and
/// renamed into place when finished.
final class WindowRecorder {
    let path: String
    private let writer: GIFFileWriter
    private let interval = 1.0 / 30.0
    private var lastCapture: Double?
    private var pending: (image: RGBAImage, wall: Double)?

    init(path: String, width: Int, height: Int) throws {
        self.path = path
        writer = try GIFFileWriter(path: path, width: width, height: height, framesPerSecond: 30)
    }

    /// Captures a frame at wall time `wall` if 1/30 s has passed since the last one.
    func capture(wall: Double, image: () -> RGBAImage) {
        if let lastCapture, wall - lastCapture < interval { return }
        flushPending(until: wall)
        pending = (image(), wall)
        lastCapture = wall
    }

    /// Writes the pending frame with the delay until `wall`.
    private func flushPending(until wall: Double) {
        guard let pending else { return }
        let centiseconds = max(2, Int(((wall - pending.wall) * 100).rounded()))
        try? writer.addFrame(pending.image, delayCentiseconds: centiseconds)
        self.pending = nil
    }

    @discardableResult
    func finish() throws -> GIFEncoderStatistics {
        if let pending { flushPending(until: pending.wall + interval) }
        return try writer.finish()
    }

    func cancel() {
        writer.cancel()
    }
}
