import Foundation
import PlaygroundMedia

/// Writes the window's screenshots off the window's thread: the frame is
/// read back at the moment it is asked for (C, F12, or `--screenshot` at
/// quit), and the PNG is encoded and written atomically on a serial
/// background queue, so neither the window nor quitting waits for zlib
/// (0.15 s for 390×844 at level 9 in release, 1.2 s in debug, seconds for
/// 3 lanes in debug). `finish()` waits for the files still being written:
/// at quit it runs after the window is hidden and alongside the other
/// outputs (R's last frames, the trace, the capture), never before them.
///
/// Invariant: a file is either complete or absent (`PNGEncoder.write` is
/// atomic); every request is reported once in `finish()`, and to `report`
/// as soon as it is done.
package final class ScreenshotWriter: @unchecked Sendable {
    /// One request's outcome: the path, and why it failed (nil: written).
    package struct Outcome: Sendable {
        package var path: String
        package var failure: String?
    }

    private let queue = DispatchQueue(label: "scrollkit.screenshots")
    private let lock = NSLock()
    private var outcomes: [Outcome] = []

    /// Starts writing `image` to `path` (zlib `level`) and returns at once;
    /// `report` runs on the background queue when the file is done.
    package func write(
        _ image: RGBAImage, to path: String, level: Zlib.Level = .best,
        report: @escaping @Sendable (Outcome) -> Void = { _ in }
    ) {
        let picture = Picture(image: image)
        queue.async { [self] in
            var outcome = Outcome(path: path)
            do {
                try PNGEncoder.write(picture.image, to: path, options: PNGEncoder.Options(level: level))
            } catch {
                outcome.failure = "\(error)"
            }
            lock.withLock { outcomes.append(outcome) }
            report(outcome)
        }
    }

    /// Waits for every file asked for so far; returns their outcomes in
    /// order, and forgets them.
    package func finish() -> [Outcome] {
        queue.sync {}
        return lock.withLock {
            defer { outcomes = [] }
            return outcomes
        }
    }

    /// An image handed to the queue (a value, read there only).
    private struct Picture: @unchecked Sendable { var image: RGBAImage }
}
