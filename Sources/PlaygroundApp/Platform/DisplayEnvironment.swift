import Foundation

/// Which SDL video drivers can show a real window here, decided from the
/// environment before SDL is touched, so that SDL never falls through to its
/// invisible `offscreen` driver.
package struct DisplayEnvironment: Equatable {
    /// A video driver the playground may open a window with, in order of preference.
    package enum Driver: String, CaseIterable {
        case wayland
        case x11
    }

    /// Drivers to try, best first. Empty means there is no display.
    package var candidates: [Driver]
    /// Why the list is empty (or what was skipped), for the one-line message.
    package var explanation: String

    /// Reads `DISPLAY`, `WAYLAND_DISPLAY`, `XDG_RUNTIME_DIR` and
    /// `SDL_VIDEODRIVER` from `environment`. A `forced` driver (the
    /// `--video-driver` option) wins when its display variable is set.
    package static func detect(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        forced: Driver? = nil,
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> DisplayEnvironment {
        let display = environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        let wayland = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        var waylandUsable = false
        if let wayland {
            if wayland.hasPrefix("/") {
                waylandUsable = fileExists(wayland)
            } else if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
                waylandUsable = fileExists(runtime + "/" + wayland)
            }
        }
        var x11Usable = false
        if let display {
            // Local displays ":N" have a socket; remote ones (host:N) are tried as is.
            if display.hasPrefix(":"), let number = display.dropFirst().split(separator: ".").first {
                x11Usable = fileExists("/tmp/.X11-unix/X\(number)")
            } else {
                x11Usable = true
            }
        }
        if let sdlDriver = environment["SDL_VIDEODRIVER"], !sdlDriver.isEmpty, forced == nil {
            if let driver = Driver(rawValue: sdlDriver.lowercased()) {
                let usable = driver == .x11 ? x11Usable : waylandUsable
                return DisplayEnvironment(
                    candidates: usable ? [driver] : [],
                    explanation: usable ? "" : "SDL_VIDEODRIVER=\(sdlDriver) but its display is not available"
                )
            }
            return DisplayEnvironment(
                candidates: [],
                explanation: "SDL_VIDEODRIVER=\(sdlDriver) would not show a window; unset it or use 'playground record' for headless output"
            )
        }
        var candidates: [Driver] = []
        if let forced {
            let usable = forced == .x11 ? x11Usable : waylandUsable
            return DisplayEnvironment(
                candidates: usable ? [forced] : [],
                explanation: usable ? "" : "--video-driver \(forced.rawValue) but \(forced == .x11 ? "DISPLAY" : "WAYLAND_DISPLAY") is not usable"
            )
        }
        // Wayland first: it delivers fractional trackpad deltas; X11 only whole steps.
        if waylandUsable { candidates.append(.wayland) }
        if x11Usable { candidates.append(.x11) }
        var explanation = ""
        if candidates.isEmpty {
            switch (display, wayland) {
            case (nil, nil):
                explanation = "neither DISPLAY nor WAYLAND_DISPLAY is set"
            default:
                var parts: [String] = []
                if let display { parts.append("DISPLAY=\(display) has no X server socket") }
                if let wayland { parts.append("WAYLAND_DISPLAY=\(wayland) has no socket") }
                explanation = parts.joined(separator: " and ")
            }
        }
        return DisplayEnvironment(candidates: candidates, explanation: explanation)
    }
}
