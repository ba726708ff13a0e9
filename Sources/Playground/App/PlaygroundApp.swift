import CSDL2
import Foundation
import ScrollKitCore

/// The live window: poll → translate → step → draw → present, nothing more.
/// All state lives in `PlaygroundSession`; all SDL reading in
/// `SDLEventTranslator`; all drawing in `FrameComposer` (the same code that
/// draws headless frames, so a recording is the window pixel for pixel).
final class PlaygroundApp {
    private let options: WindowOptions
    private let window: SDLWindow
    private var canvas: Canvas
    private let font: FontBook
    private var session: PlaygroundSession
    private var translator: SDLEventTranslator
    private var composer = FrameComposer()
    private var hud = HUDModel()
    private var frameTimes = FrameTimeWindow()
    private var indicatorFade = ScrollIndicatorFade()
    private var trace: AtomicFileWriter?
    private var recorder: WindowRecorder?
    private let startCounter: UInt64
    private let counterFrequency = Double(SDL_GetPerformanceFrequency())
    /// True while the left button drags the timeline (scrubbing, not scrolling).
    private var scrubbing = false
    private var screenshotCount = 0
    /// The last tick the HUD has seen.
    private var hudTick = 0

    init(options: WindowOptions, drivers: [DisplayEnvironment.Driver]) throws {
        self.options = options
        session = PlaygroundSession(options: options)
        do {
            font = try FontBook.system()
        } catch {
            throw PlaygroundExit.environment("cannot load the fonts: \(error)")
        }
        do {
            window = try SDLWindow(
                title: session.title, logicalSize: options.windowSize, scale: options.scale, drivers: drivers)
        } catch let failure as SDLWindow.Failure {
            throw PlaygroundExit.environment(failure.description)
        }
        do {
            canvas = try Canvas(renderer: window.renderer, scale: window.pixelsPerPoint, font: font)
        } catch {
            throw PlaygroundExit.environment("cannot draw in the window: \(error)")
        }
        startCounter = SDL_GetPerformanceCounter()
        translator = SDLEventTranslator(
            originMilliseconds: UInt32(truncatingIfNeeded: SDL_GetTicks64()), scale: window.eventScale,
            logicalSize: options.windowSize)
        AtomicFileRegistry.shared.removeTemporaryFilesOnInterrupt()
        if let path = options.tracePath {
            do { trace = try AtomicFileWriter(path: path) } catch {
                throw PlaygroundExit.badInput("--trace: \(error)")
            }
        }
        if let path = options.recordPath {
            recorder = try startRecording(to: path)
        }
        let logical = window.logicalSize
        if logical != options.windowSize {
            session.send(TimedInputEvent(time: 0, event: .resize(logical)))
        }
        for event in options.replayEvents { session.sendScripted(event) }
    }

    deinit {
        canvas.releaseTextures()
    }

    /// Wall seconds since the window opened, from SDL's high-resolution counter.
    private var now: Double {
        Double(SDL_GetPerformanceCounter() - startCounter) / counterFrequency
    }

    /// Runs until the window closes, Q/Esc, or `--exit-after`.
    func run() throws {
        var event = SDL_Event()
        let frameInterval = 1 / max(30, window.refreshRate)
        var running = true
        var lastFrame = now
        defer { canvas.releaseTextures() }
        do {
            while running {
                let frameStart = now
                while SDL_PollEvent(&event) != 0 {
                    guard let translated = translator.translate(event) else { continue }
                    if !handle(translated) { running = false }
                }
                let wall = now
                session.advance(toWall: wall) { record in writeTrace(record) }
                try drawAndPresent(wall: wall)
                let end = now
                frameTimes.add(duration: end - lastFrame, at: end)
                lastFrame = end
                if let exitAfter = options.exitAfter, wall >= exitAfter { running = false }
                if !window.hasVSync {
                    let remaining = frameInterval - (now - frameStart)
                    if remaining > 0.0005 { SDL_Delay(UInt32(remaining * 1000)) }
                }
            }
            try finish()
        } catch {
            recorder?.cancel()
            trace?.cancel()
            throw error
        }
    }

    /// Applies one translated event; false means quit.
    private func handle(_ event: PlatformEvent) -> Bool {
        switch event {
        case .quit:
            return false
        case let .input(timed):
            if routeToTimeline(timed) { return true }
            session.send(timed)
        case let .command(key):
            let effect = session.handle(key, atWall: now) { record in writeTrace(record) }
            switch effect {
            case .quit: return false
            case .titleChanged: window.setTitle(session.title)
            case .screenshot: saveScreenshot()
            case .toggleRecording: toggleRecording()
            case nil: break
            }
        case let .hover(point):
            if scrubbing { scrub(to: point) }
        }
        return true
    }

    /// With the timeline shown, a left-button press on it scrubs through time
    /// instead of scrolling; returns true when the event was used so.
    private func routeToTimeline(_ timed: TimedInputEvent) -> Bool {
        guard case let .pointer(action, point, finger) = timed.event, finger == 0 else { return false }
        switch action {
        case .down:
            guard session.showsTimeline, session.timelineRect.contains(point) else { return false }
            scrubbing = true
            scrub(to: point)
            return true
        case .move:
            guard scrubbing else { return false }
            scrub(to: point)
            return true
        case .up:
            guard scrubbing else { return false }
            scrubbing = false
            return true
        }
    }

    private func scrub(to point: Point) {
        let records = session.recentRecords()
        let geometry = TimelineRenderer().geometry(records: records, in: session.timelineRect)
        session.scrub(toTick: geometry.tick(forX: point.x))
    }

    private func writeTrace(_ record: FrameRecord) {
        guard let trace else { return }
        do { try trace.write(Array((record.traceLine + "\n").utf8)) } catch {
            printError("playground: --trace: \(error)")
            self.trace?.cancel()
            self.trace = nil
        }
    }

    // MARK: Drawing

    private func drawAndPresent(wall: Double) throws {
        let scale = window.pixelsPerPoint
        if abs(canvas.scale - scale) > 1e-9 {
            canvas.releaseTextures()
            canvas = try Canvas(renderer: window.renderer, scale: scale, font: font)
        }
        let engines = session.shownEngines
        let selected = min(session.selectedLane, engines.count - 1)
        let record = engines[selected].lastRecord
        // Every tick since the last frame reaches the HUD, so an end detector
        // that fired between two frames still flashes.
        let shown = session.shownTick
        if shown > hudTick, shown - hudTick < 600 {
            for tick in (hudTick + 1)..<shown {
                if let past = session.history[sequence: tick]?.engines[selected].lastRecord, !past.ends.isEmpty {
                    hud.update(with: past, now: wall)
                }
            }
        }
        hudTick = shown
        hud.update(with: record, now: wall)
        hud.lastDecision = engines[selected].lastDecision
        hud.deceleration = session.deceleration
        hud.preset = session.preset.name
        hud.axes = session.axes
        hud.frames = frameTimes.stats
        hud.mode = session.displayMode(atWall: wall)
        hud.speed = session.speed
        hud.isRecording = recorder != nil
        composer.showsHUD = session.showsHUD
        composer.showsHelp = session.showsHelp
        composer.showsOverlays = session.showsOverlays
        composer.showsTimeline = session.showsTimeline
        composer.selectedLane = selected
        composer.timeline.axis = session.axes.primary
        composer.scene.showsIndicators = session.showsIndicators
        composer.scene.appearance = session.appearance
        composer.scene.device = options.deviceFrame
        composer.scene.showsDeviceFrame = options.deviceFrame != nil
        composer.scene.indicatorOpacity = indicatorFade.update(phase: record.phase, time: wall)
        var preset = session.preset
        preset.axes = session.axes      // the axis key turns the preset
        let lanes = engines.enumerated().map { index, engine in
            FrameComposer.Lane(
                record: engine.lastRecord, layout: engine.layout, geometry: engine.geometry,
                preset: preset, lastDecision: engine.lastDecision,
                title: session.laneBehaviors[min(index, session.laneBehaviors.count - 1)])
        }
        let history = session.showsTimeline ? session.recentRecords() : []
        composer.draw(
            lanes: lanes, hud: hud, history: history,
            cursorTick: session.mode == .live ? nil : session.shownTick, time: record.time, on: canvas)
        if let recorder { recorder.capture(wall: wall) { readWindowImage() } }
        SDL_RenderPresent(window.renderer)
    }

    /// The frame just drawn, read back from the window's renderer.
    private func readWindowImage() -> RGBAImage {
        let (width, height) = window.pixelSize
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        _ = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(window.renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    // MARK: Files

    private func saveScreenshot(to requested: String? = nil) {
        let path: String
        if let requested {
            path = requested
        } else {
            screenshotCount += 1
            path = (options.screenshotDirectory as NSString).appendingPathComponent(
                String(format: "playground-%@-t%06d-%d.png", session.preset.name, session.shownTick, screenshotCount))
        }
        do {
            try PNGEncoder.write(readWindowImage(), to: path)
            printError("playground: saved \(path)")
        } catch {
            printError("playground: screenshot: \(error)")
        }
    }

    private func startRecording(to path: String) throws -> WindowRecorder {
        let (width, height) = window.pixelSize
        do {
            return try WindowRecorder(path: path, width: width, height: height)
        } catch {
            throw PlaygroundExit.badInput("--record: \(error)")
        }
    }

    private func toggleRecording() {
        if let recorder {
            do {
                try recorder.finish()
                printError("playground: saved \(recorder.path)")
            } catch {
                printError("playground: recording: \(error)")
            }
            self.recorder = nil
        } else {
            let path = (options.screenshotDirectory as NSString).appendingPathComponent(
                String(format: "playground-%@-t%06d.gif", session.preset.name, session.shownTick))
            do { recorder = try startRecording(to: path) } catch { printError("playground: recording: \(error)") }
        }
    }

    private func finish() throws {
        if let path = options.screenshotPath {
            try drawAndPresent(wall: now)
            do {
                try PNGEncoder.write(readWindowImage(), to: path)
            } catch {
                throw PlaygroundExit.badInput("--screenshot: \(error)")
            }
        }
        if let recorder {
            do { try recorder.finish() } catch { throw PlaygroundExit.badInput("--record: \(error)") }
            self.recorder = nil
        }
        if let trace {
            do { try trace.commit() } catch { throw PlaygroundExit.badInput("--trace: \(error)") }
            self.trace = nil
        }
    }
}
