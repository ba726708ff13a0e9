import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// Which video drivers the window may use, decided before SDL is touched.
@Suite struct DisplayEnvironmentTests {
    let sockets: Set<String> = ["/tmp/.X11-unix/X0", "/run/user/1000/wayland-0"]
    func exists(_ path: String) -> Bool { sockets.contains(path) }

    @Test func noDisplayMeansNoCandidates() {
        let d = DisplayEnvironment.detect(environment: [:], fileExists: exists)
        #expect(d.candidates.isEmpty)
        #expect(d.explanation == "neither DISPLAY nor WAYLAND_DISPLAY is set")
    }

    @Test func waylandIsPreferredAndX11IsTheFallback() {
        let env = ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/run/user/1000"]
        #expect(DisplayEnvironment.detect(environment: env, fileExists: exists).candidates == [.wayland, .x11])
        #expect(DisplayEnvironment.detect(environment: env, forced: .x11, fileExists: exists).candidates == [.x11])
        #expect(DisplayEnvironment.detect(environment: ["DISPLAY": ":0"], fileExists: exists).candidates == [.x11])
    }

    @Test func deadSocketsAreNotDisplays() {
        let env = ["DISPLAY": ":7", "WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": "/run/user/1000"]
        let d = DisplayEnvironment.detect(environment: env, fileExists: exists)
        #expect(d.candidates.isEmpty)
        #expect(d.explanation.contains("DISPLAY=:7 has no X server socket"))
        #expect(d.explanation.contains("WAYLAND_DISPLAY=wayland-9 has no socket"))
    }

    @Test func sdlsInvisibleDriversAreRefused() {
        for driver in ["offscreen", "dummy"] {
            let d = DisplayEnvironment.detect(environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": driver], fileExists: exists)
            #expect(d.candidates.isEmpty, "SDL_VIDEODRIVER=\(driver) must not open an invisible window")
        }
        let x = DisplayEnvironment.detect(environment: ["DISPLAY": ":0", "SDL_VIDEODRIVER": "x11"], fileExists: exists)
        #expect(x.candidates == [.x11])
    }

    @Test func aForcedDriverWithoutItsDisplaySaysSo() {
        let d = DisplayEnvironment.detect(environment: ["DISPLAY": ":0"], forced: .wayland, fileExists: exists)
        #expect(d.candidates.isEmpty)
        #expect(d.explanation.contains("--video-driver wayland"))
    }
}
