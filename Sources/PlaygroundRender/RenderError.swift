import CSDL2

/// A failure of an SDL call made by the renderer, with SDL's own message.
package struct RenderError: Error, CustomStringConvertible {
    /// The SDL function or step that failed.
    var operation: String
    /// `SDL_GetError()` at the time of the failure (may be empty).
    package var message: String

    /// Captures `SDL_GetError()` for `operation`.
    package static func sdl(_ operation: String) -> RenderError {
        RenderError(operation: operation, message: String(cString: SDL_GetError()))
    }

    package var description: String {
        message.isEmpty ? "\(operation) failed" : "\(operation) failed: \(message)"
    }
}
