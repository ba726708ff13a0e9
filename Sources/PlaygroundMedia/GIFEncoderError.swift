/// Why a GIF could not be written.
package enum GIFEncoderError: Error, Equatable, CustomStringConvertible {
    /// GIF sizes are 1…65535 pixels per side.
    case invalidCanvasSize(width: Int, height: Int)
    /// `addFrame` or `finish` after `finish`.
    case alreadyFinished
    /// `finish` before any frame: a GIF needs at least one image.
    case noFrames

    package var description: String {
        switch self {
        case let .invalidCanvasSize(width, height):
            "GIF canvas \(width)×\(height) is not 1…65535 pixels per side"
        case .alreadyFinished:
            "the GIF is already finished"
        case .noFrames:
            "a GIF needs at least one frame"
        }
    }
}
