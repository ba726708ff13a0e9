import CSDL2
import Foundation
import ScrollKitCore

/// The live window: poll → translate → step → draw → present, nothing more.
/// All state lives in `PlaygroundSession`; all SDL reading in `SDLEventTranslator`.
final class PlaygroundApp {
    private let options: WindowOptions
    private let window: SDLWindow
    private var session: PlaygroundSession
    private var translator: SDLEventTranslator
    private var traceLines: [String] = []
    private let startTicks: UInt64
    private let counterFrequency = Double(SDL_GetPerformanceFrequency())
    private let startCounter: UInt64

    init(options: WindowOptions, drivers: [DisplayEnvironment.Driver]) throws {
        self.options = options
        session = PlaygroundSession(options: options)
        do {
            window = try SDLWindow(
                title: session.title, logicalSize: options.windowSize, scale: options.scale, drivers: drivers)
        } catch let failure as SDLWindow.Failure {
            throw PlaygroundExit.environment(failure.description)
        }
        startTicks = SDL_GetTicks64()
        startCounter = SDL_GetPerformanceCounter()
        translator = SDLEventTranslator(
            originMilliseconds: UInt32(truncatingIfNeeded: startTicks), scale: window.eventScale,
            logicalSize: options.windowSize)
        let logical = window.logicalSize
        if logical != options.windowSize {
            session.send(TimedInputEvent(time: 0, event: .resize(logical)))
        }
    }

    /// Seconds since the window opened, from SDL's high-resolution counter.
    private var now: Double {
        Double(SDL_GetPerformanceCounter() - startCounter) / counterFrequency
    }

    /// Runs until the window closes, Q/Esc, or `--exit-after`.
    func run() throws {
        var event = SDL_Event()
        let frameInterval = 1 / max(30, window.refreshRate)
        var running = true
        while running {
            let frameStart = now
            while SDL_PollEvent(&event) != 0 {
                guard let translated = translator.translate(event) else { continue }
                switch translated {
                case .quit:
                    running = false
                case let .input(timed):
                    session.send(timed)
                case let .command(key):
                    switch session.handle(key) {
                    case .quit: running = false
                    case .titleChanged: window.setTitle(session.title)
                    case .screenshot, nil: break
                    }
                case .hover:
                    break
                }
            }
            let time = now
            let tracing = options.tracePath != nil
            session.advance(to: time) { record in
                if tracing { traceLines.append(record.traceLine) }
            }
            draw()
            SDL_RenderPresent(window.renderer)
            if let exitAfter = options.exitAfter, time >= exitAfter { running = false }
            if !window.hasVSync {
                let remaining = frameInterval - (now - frameStart)
                if remaining > 0.0005 { SDL_Delay(UInt32(remaining * 1000)) }
            }
        }
        try finish()
    }

    private func finish() throws {
        if let path = options.tracePath {
            let text = traceLines.isEmpty ? "" : traceLines.joined(separator: "\n") + "\n"
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw PlaygroundExit.badInput("cannot write the trace to \(path): \(error.localizedDescription)")
            }
        }
    }

    // PROVISIONAL drawing until the scene renderer lands: hue background and item rectangles.
    private func draw() {
        let r = window.renderer
        let scale = Float(window.pixelsPerPoint)
        SDL_RenderSetScale(r, scale, scale)
        for lane in session.lanes {
            let record = lane.engine.lastRecord
            let bg = RGBColor(hue: record.hue, saturation: 1, brightness: 1)
            SDL_SetRenderDrawColor(r, bg.r, bg.g, bg.b, 255)
            SDL_RenderClear(r)
            let geometry = lane.engine.geometry
            let layout = lane.engine.layout
            let visible = geometry.visibleRect
            for index in layout.items(in: visible) {
                let f = layout.frame(ofItem: index)
                var rect = SDL_FRect(
                    x: Float(f.minX - visible.minX), y: Float(f.minY - visible.minY),
                    w: Float(f.width), h: Float(f.height))
                SDL_SetRenderDrawColor(r, 255, 255, 255, 217)
                SDL_RenderFillRectF(r, &rect)
            }
        }
    }
}
