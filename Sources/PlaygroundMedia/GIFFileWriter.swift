/// An animated GIF recorded straight to a file: frames stream into a
/// temporary file beside `path`, which becomes `path` only on `finish()`.
/// Any error, `cancel()`, or dropping the writer unfinished removes the
/// temporary file and leaves `path` untouched.
///
///     let gif = try GIFFileWriter(path: "demo.gif", width: 390, height: 844, framesPerSecond: 30)
///     for frame in frames { try gif.addFrame(frame) }
///     try gif.finish()
package final class GIFFileWriter {
    package let path: String
    private let file: AtomicFileWriter
    private let encoder: GIFEncoder
    private var clock: GIFFrameClock

    /// `framesPerSecond` sets the delays of `addFrame(_:)` (see `GIFFrameClock`).
    package init(path: String, width: Int, height: Int, framesPerSecond: Double = 30,
         options: GIFEncoderOptions = GIFEncoderOptions()) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFEncoderError.invalidCanvasSize(width: width, height: height)
        }
        self.path = path
        file = try AtomicFileWriter(path: path)
        encoder = GIFEncoder(width: width, height: height, options: options, sink: file)
        clock = GIFFrameClock(framesPerSecond: framesPerSecond)
    }

    /// Adds a frame lasting one tick of the frame clock.
    package func addFrame(_ image: RGBAImage) throws {
        try addFrame(image, delayCentiseconds: clock.nextDelay())
    }

    /// Adds a frame with an explicit delay (2…65535 cs).
    package func addFrame(_ image: RGBAImage, delayCentiseconds: Int) throws {
        do {
            try encoder.addFrame(image, delayCentiseconds: delayCentiseconds)
        } catch {
            file.cancel()
            throw error
        }
    }

    /// Completes the GIF and moves it to `path`.
    @discardableResult
    package func finish() throws -> GIFEncoderStatistics {
        do {
            try encoder.finish()
            try file.commit()
        } catch {
            file.cancel()
            throw error
        }
        return encoder.statistics
    }

    /// Abandons the recording; `path` is left as it was.
    package func cancel() {
        file.cancel()
    }

    package var statistics: GIFEncoderStatistics { encoder.statistics }
}
