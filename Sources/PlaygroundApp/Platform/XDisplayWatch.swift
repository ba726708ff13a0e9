import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PlaygroundMedia

/// Survives losing the X display with every output finished.
///
/// Xlib's default handlers print `X Error … BadWindow` or `XIO: fatal IO
/// error` and call `exit(1)`, so a window destroyed from outside (`xdotool
/// windowclose`), the client killed off the server (`xdotool windowkill`)
/// or the X server dying lost the recording. `install()` replaces both
/// handlers, through `dlsym` on the libX11 that SDL has already loaded (no
/// link-time dependency; nothing happens under Wayland):
///
/// - A protocol error (`BadWindow`…) is recoverable: the handler records
///   `Interruption.Cause.displayLost` and returns; the window loop sees it
///   at its next frame, finishes the files and exits with status 3.
/// - An I/O error (the connection is gone) is not: Xlib calls `exit` as
///   soon as the handler returns, and the loop cannot be resumed from inside
///   an Xlib call. So the handler finishes the outputs itself, through
///   `finishOutputs`, then prints the one line and `_exit(3)`s. This is
///   safe because the main thread is inside an SDL call at that moment, not
///   inside the GIF or trace writers, and nothing used touches X. The other
///   choice, a watchdog thread noticing the loop stalled, would race the
///   main thread over the same writers and still die in Xlib's `exit`.
enum XDisplayWatch {
    /// `int (*)(Display *, XErrorEvent *)`.
    typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    /// `int (*)(Display *)`.
    typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
    private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

    /// Finishes every output of the window (set by `PlaygroundApp` while it
    /// runs): what was saved and what failed, one entry each.
    ///
    /// A static on purpose, the one piece of window state that is: Xlib
    /// calls the I/O error handler as a C function pointer, which cannot
    /// capture a context and is given none (only the `Display`), so what it
    /// must reach is where a C function can find it. Set once by the window
    /// that owns the outputs, cleared when it ends.
    nonisolated(unsafe) static var finishOutputs: (() -> (saved: [String], failed: [String]))?

    /// Installs both handlers when libX11 is loaded; returns whether it was.
    /// Call after the window exists (SDL sets its own error handler then).
    @discardableResult
    static func install() -> Bool {
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) else { return false }
        guard let setError = dlsym(library, "XSetErrorHandler"),
              let setIOError = dlsym(library, "XSetIOErrorHandler") else { return false }
        _ = unsafeBitCast(setError, to: SetErrorHandler.self)(onXError)
        _ = unsafeBitCast(setIOError, to: SetIOErrorHandler.self)(onXIOError)
        return true
    }

    /// The one line said when the run stops early: the cause, then what was
    /// saved with what was recorded so far, then what failed.
    static func line(_ cause: Interruption.Cause, saved: [String], failed: [String]) -> String {
        var line = cause.description
        if saved.isEmpty && failed.isEmpty { return line }
        if !saved.isEmpty { line += "; saved what was recorded so far: " + saved.joined(separator: ", ") }
        if !failed.isEmpty { line += "; " + failed.joined(separator: "; ") }
        return line
    }

    /// Prints `playground: LINE` and exits with status 3 without any
    /// teardown (used once every output is finished and the display is gone).
    static func exitNow(_ line: String) -> Never {
        printError("playground: \(line)")
        _exit(PlaygroundExit.environmentStatus)
    }

    /// The name of an X protocol error code (X.h), e.g. 3 → BadWindow.
    static func errorName(_ code: UInt8) -> String {
        let names = [
            1: "BadRequest", 2: "BadValue", 3: "BadWindow", 4: "BadPixmap", 5: "BadAtom", 6: "BadCursor",
            7: "BadFont", 8: "BadMatch", 9: "BadDrawable", 10: "BadAccess", 11: "BadAlloc", 12: "BadColor",
            13: "BadGC", 14: "BadIDChoice", 15: "BadName", 16: "BadLength", 17: "BadImplementation",
        ]
        return names[Int(code)] ?? "X error \(code)"
    }
}

/// `XErrorEvent`: int type; Display *display; XID resourceid; unsigned long
/// serial; unsigned char error_code at byte 32 on LP64.
private let onXError: XDisplayWatch.ErrorHandler = { _, event in
    let code = event.map { $0.load(fromByteOffset: 32, as: UInt8.self) } ?? 0
    Interruption.shared.request(.displayLost("X protocol error \(XDisplayWatch.errorName(code)): the window is gone"))
    return 0
}

private let onXIOError: XDisplayWatch.IOErrorHandler = { _ in
    let cause = Interruption.Cause.displayLost("the connection to the X server was lost")
    Interruption.shared.request(cause)
    let (saved, failed) = XDisplayWatch.finishOutputs?() ?? ([], [])
    XDisplayWatch.exitNow(XDisplayWatch.line(cause, saved: saved, failed: failed))
}
