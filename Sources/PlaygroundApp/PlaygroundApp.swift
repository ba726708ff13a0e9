import CSDL2
import Foundation
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import BehaviorHost
import PlaygroundRecording

/// The live window: wait → translate → apply → advance → draw → present,
/// nothing more. All state lives in `PlaygroundSession` (the timeline's
/// pointer in `TimelinePointer`, a recording in `WindowRecorder`); all SDL reading in
/// `SDLEventTranslator`; all drawing in `FrameComposer` (the same code that
/// draws headless frames, so a recording is the window pixel for pixel).
package final class PlaygroundApp {
    private let options: WindowOptions
    private let window: SDLWindow
    private var canvas: Canvas
    private let font: FontBook
    private var session: PlaygroundSession
    private var translator: SDLEventTranslator
    private var composer = FrameComposer.window
    private var trace: AtomicFileWriter?
    /// Trace lines written so far.
    private var traceTicks = 0
    /// Why the trace stopped being written, if a write failed.
    private var traceFailure: String?
    private var recorder: WindowRecorder?
    /// Recordings stopped with R whose encoder is still writing; waited for at exit.
    private var finishing: [WindowRecorder] = []
    private let startCounter: UInt64
    private let counterFrequency = Double(SDL_GetPerformanceFrequency())
    /// The mouse over the timeline (scrubbing, wheel zoom).
    private var timelinePointer = TimelinePointer()
    /// Free names for C/F12 screenshots and R recordings.
    private var fileNames = WindowFileName()
    /// Window frames presented while R records: count and first/last wall
    /// time, for the frame rate printed when the recording is saved.
    private var recordingFrames: (count: Int, first: Double, last: Double)?
    /// Encodes screenshots (C, F12, `--screenshot`) off the window's thread.
    private let screenshots = ScreenshotWriter()

    package init(options: WindowOptions, drivers: [DisplayEnvironment.Driver]) throws {
        self.options = options
        session = PlaygroundSession(options: options)
        do {
            font = try FontBook.system()
        } catch {
            throw PlaygroundExit.environment("cannot load the fonts: \(error)")
        }
        do {
            window = try SDLWindow(
                title: session.title, logicalSize: session.windowSize, scale: options.scale, drivers: drivers)
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
            logicalSize: session.windowSize)
        AtomicFileRegistry.shared.removeTemporaryFilesOnInterrupt()
        Interruption.shared.finishesOutputs()
        // A signal arrives on a dispatch queue: wake the loop waiting for events.
        Interruption.shared.wake = {
            var wake = SDL_Event()
            wake.type = SDL_USEREVENT.rawValue
            _ = SDL_PushEvent(&wake)
        }
        XDisplayWatch.install()
        if let path = options.tracePath {
            do { trace = try AtomicFileWriter(path: path) } catch {
                throw PlaygroundExit.badInput("--trace: \(error)")
            }
        }
        if let path = options.recordPath {
            recorder = try startRecording(to: path)
        }
        let logical = window.logicalSize
        if abs(logical.width - session.windowSize.width) >= 0.5 || abs(logical.height - session.windowSize.height) >= 0.5 {
            session.send(TimedInputEvent(time: 0, event: .resize(logical)))
        }
        if let path = options.capturePath {
            session.capture = CaptureWriter(
                path: path, preset: session.preset, window: session.laneSize, items: session.itemCount,
                axes: session.axes, behavior: session.laneBehaviors[0], deceleration: session.deceleration,
                convention: session.convention, tick: session.tickLength, lanes: session.laneBehaviors,
                safeArea: session.safeArea, behaviorFiles: CapturedBehaviorFiles.entries(for: session.behaviorFiles))
            session.capture?.startCheckpoints()  // saved every second: a killed session keeps its events
        }
        for event in options.replayEvents { session.sendScripted(event) }
        for item in options.replayItems { session.sendScripted(item) }
    }

    deinit {
        XDisplayWatch.finishOutputs = nil
        canvas.releaseTextures()
    }

    /// Wall seconds since the window opened, from SDL's high-resolution counter.
    private var now: Double {
        Double(SDL_GetPerformanceCounter() - startCounter) / counterFrequency
    }

    /// Runs until the window closes, Q/Esc, or `--exit-after`.
    ///
    /// The loop: wait for an event (or the next frame while something
    /// moves) → apply it → advance → draw if anything changed. At rest
    /// (`PlaygroundSession.isAtRest`, nothing recording) it blocks in
    /// `SDL_WaitEventTimeout` and draws nothing, so an idle window costs no
    /// CPU and a key is seen the moment it arrives.
    package func run() throws {
        var event = SDL_Event()
        let frameInterval = 1 / max(30, window.refreshRate)
        var running = true
        var needsDraw = true
        var lastFrame: Double?
        var drawn: FrameStamp?
        defer { canvas.releaseTextures() }
        // The X connection lost inside Xlib: finish the files there (see XDisplayWatch).
        XDisplayWatch.finishOutputs = { [unowned self] in self.finishOutputs(screenshot: false) }
        do {
            while running {
                if Interruption.shared.cause != nil { break }  // a signal or a lost display
                let start = now
                let busy = needsDraw || !session.isAtRest
                // A recorder that fell behind gets the CPU: the window waits a
                // frame interval instead of drawing (see WindowRecorder).
                let yielding = recorder?.isBehind ?? false
                var deadline: Double? = yielding ? start + frameInterval
                    : busy ? (window.hasVSync ? start : (lastFrame ?? start) + frameInterval)
                    : session.nextChange(afterWall: start)
                if let exitAfter = options.exitAfter { deadline = min(deadline ?? exitAfter, exitAfter) }
                // Behavior files are watched even at rest: wake to look for a
                // save (a file read each; a frame is drawn when what their
                // panels say changed: compiling, an error, reloaded, output).
                if let interval = session.behaviorFiles.files.map(\.checkInterval).min() {
                    deadline = min(deadline ?? start + interval, start + interval)
                }
                if let scene = options.viewScene { deadline = min(deadline ?? start + scene.checkInterval, start + scene.checkInterval) }
                if waitForEvent(&event, until: deadline) {
                    repeat {
                        needsDraw = true
                        guard let translated = translator.translate(event) else { continue }
                        if !handle(translated) { running = false }
                    } while running && SDL_PollEvent(&event) != 0
                }
                guard running else { break }
                let wall = now
                BehaviorFileReporter.report(session.behaviorFiles.poll(wall: wall))
                if options.viewScene?.poll(wall: wall) == true { needsDraw = true }
                let layoutChanges = session.scriptedLayoutChanges
                session.advance(toWall: wall) { record in writeTrace(record) }
                if session.scriptedLayoutChanges != layoutChanges {     // a replayed preset or lanes switch
                    window.setTitle(session.title)
                    resizeWindowToLanes()
                }
                recorder?.capture(session, wall: wall)
                let stamp = FrameStamp(session: session, wall: wall)
                if needsDraw || stamp != drawn, !(recorder?.isBehind ?? false) {
                    try drawAndPresent(wall: wall)
                    let end = now
                    if recorder != nil {
                        let f = recordingFrames ?? (0, end, end)
                        recordingFrames = (f.count + 1, f.first, end)
                    }
                    lastFrame = end
                    session.frameDrawn(atWall: end)
                    drawn = stamp
                    needsDraw = false
                }
                if let exitAfter = options.exitAfter, wall >= exitAfter { running = false }
            }
            try finish()
        } catch {
            _ = finishOutputs(screenshot: false)  // keep what was recorded
            throw error
        }
    }

    /// What decides whether a new frame differs from the last one drawn.
    private struct FrameStamp: Equatable {
        var head: Int
        var shown: Int
        var mode: PlaybackMode
        var lanes: Int
        /// What the behavior-file panels say (compiling, errors, reloaded, output).
        var behaviorFiles: [String]

        init(session: PlaygroundSession, wall: Double) {
            head = session.tick
            shown = session.shownTick
            mode = session.displayMode(atWall: wall)
            lanes = session.laneBehaviors.count
            behaviorFiles = BehaviorFilePanel.state(of: session.behaviorFiles, wall: wall)
        }
    }

    /// Waits for the next event until wall time `deadline` (nil: for ever);
    /// true when `event` holds one.
    private func waitForEvent(_ event: inout SDL_Event, until deadline: Double?) -> Bool {
        guard let deadline else { return SDL_WaitEvent(&event) != 0 }
        let milliseconds = Int32(max(0, min((deadline - now) * 1000, 60_000)).rounded(.up))
        return milliseconds == 0 ? SDL_PollEvent(&event) != 0 : SDL_WaitEventTimeout(&event, milliseconds) != 0
    }

    /// Applies one translated event; false means quit.
    private func handle(_ event: PlatformEvent) -> Bool {
        switch event {
        case .quit:
            return false
        case let .input(timed):
            if timelinePointer.route(timed, session: &session) { return true }
            session.send(timed)
        case let .command(key):
            let effect = session.handle(key, atWall: now) { record in writeTrace(record) }
            switch effect {
            case .quit: return false
            case .titleChanged: window.setTitle(session.title)
            case .layoutChanged:
                window.setTitle(session.title)
                resizeWindowToLanes()
                // A GIF has one size: a recording ends when the lanes change.
                if let recorder, recorder.size != session.windowSize { toggleRecording() }
            case .screenshot: saveScreenshot()
            case .toggleRecording: toggleRecording()
            case .toggleCapture: toggleCapture()
            case nil: break
            }
        case let .hover(point):
            timelinePointer.hover(point, session: &session)
        }
        return true
    }

    /// After a lane change: the window grows or shrinks to hold every lane
    /// at full size (scaled down as a whole if the display is too small).
    private func resizeWindowToLanes() {
        window.setLogicalSize(session.windowSize)
        translator.scale = window.eventScale
        translator.logicalSize = session.windowSize
        let logical = window.logicalSize
        if abs(logical.width - session.windowSize.width) >= 0.5 || abs(logical.height - session.windowSize.height) >= 0.5 {
            // The window manager refused the size: lay the lanes out in what we got.
            session.send(TimedInputEvent(time: now, event: .resize(logical)))
        }
    }

    private func writeTrace(_ record: FrameRecord) {
        guard let trace else { return }
        do {
            try trace.write(Array((record.traceLine + "\n").utf8))
            traceTicks += 1
        } catch {
            // The window goes on; the failure is reported when it closes
            // (exit 3), except a closed pipe (`--trace - | head`): that ends quietly.
            if (error as? AtomicFileError)?.code != EPIPE { traceFailure = "--trace: \(error)" }
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
        var frame = session.frame(atWall: wall)
        frame.hud.isRecording = recorder != nil
        frame.hud.capturePath = session.capture?.path
        composer.draw(frame, on: canvas)
        BehaviorFilePanel().draw(
            files: session.behaviorFiles, laneNames: session.laneBehaviors, frames: session.laneFrames, wall: wall, on: canvas)
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
            path = fileNames.next(
                in: options.screenshotDirectory, preset: session.preset.name, tick: session.shownTick, ext: "png")
        }
        // Read back now (the frame on screen), encoded in the background:
        // the window goes on at once.
        screenshots.write(readWindowImage(), to: path) { outcome in
            printError(outcome.failure.map { PlaygroundMessage.error("screenshot: \($0)") } ?? "playground: saved \(outcome.path)")
        }
    }

    private func startRecording(to path: String) throws -> WindowRecorder {
        do {
            return try WindowRecorder(path: path, size: session.windowSize, startTick: session.tick, tickLength: session.tickLength)
        } catch {
            throw PlaygroundExit.badInput("--record: \(error)")
        }
    }

    /// K: stops the running capture (writing its file) or starts one at
    /// the current tick in ./captures/ (a session replayable as a scenario).
    private func toggleCapture() {
        if let capture = session.capture {
            session.capture = nil
            do {
                try capture.finish(end: session.time)
                printError("playground: captured \(capture.scenario.events.count) events to \(capture.path)")
            } catch {
                printError(PlaygroundMessage.error("capture: \(error)"))
            }
        } else {
            session.capture = CaptureWriter(
                path: CaptureWriter.defaultPath(), preset: session.preset, window: session.laneSize,
                items: session.itemCount, axes: session.axes, behavior: session.laneBehaviors[0],
                deceleration: session.deceleration, convention: session.convention, tick: session.tickLength,
                origin: session.time, offset: session.engines[0].lastRecord.offset,
                lanes: session.laneBehaviors, laneOffsets: session.engines.map(\.lastRecord.offset),
                safeArea: session.safeArea, behaviorFiles: CapturedBehaviorFiles.entries(for: session.behaviorFiles))
            session.capture?.startCheckpoints()
            printError("playground: capturing to \(session.capture!.path) (K stops)")
        }
    }

    private func toggleRecording() {
        if let recorder {
            recorder.finishInBackground { result in
                switch result {
                case let .success(path): printError("playground: saved \(path)")
                case let .failure(error): printError(PlaygroundMessage.error("recording: \(error)"))
                }
            }
            finishing.append(recorder)
            self.recorder = nil
        } else {
            let path = fileNames.next(
                in: options.screenshotDirectory, preset: session.preset.name, tick: session.shownTick, ext: "gif")
            recordingFrames = nil
            do { recorder = try startRecording(to: path) } catch { printError(PlaygroundMessage.error("recording: \(error)")) }
        }
    }

    /// Finishes every output, each on its own: one failing never discards
    /// another. Returns what was saved and what failed, one entry each.
    private func finishOutputs(screenshot: Bool) -> (saved: [String], failed: [String]) {
        var saved: [String] = []
        var failed: [String] = traceFailure.map { [$0] } ?? []
        if screenshot, let path = options.screenshotPath {
            do {
                try drawAndPresent(wall: now)
                // The window goes away at once; the PNG is encoded in the
                // background while the other outputs finish (`ScreenshotWriter`),
                // at zlib level 1: level 9 took 0.15 s for 390×844 in release,
                // and on a 1174×862 frame zlib alone takes 33 / 109 / 218 ms
                // at levels 1 / 6 / 9 (files 1.0 / 0.58 / 0.46 the size).
                let image = readWindowImage()
                SDL_HideWindow(window.window)
                screenshots.write(image, to: path, level: .fast)
            } catch {
                failed.append("--screenshot: \(error)")
            }
        }
        if let recorder {
            // The window goes away at once; the encoder may still have frames
            // to write (it runs behind when it cannot keep up with 30 fps).
            if screenshot { SDL_HideWindow(window.window) }
            self.recorder = nil
            do {
                let statistics = try recorder.finish()
                var summary = statistics.summary
                if let f = recordingFrames, f.count > 1, f.last > f.first {
                    summary += String(format: "; the window drew %d frames in %.2f s meanwhile (%.1f fps)",
                                      f.count, f.last - f.first, Double(f.count - 1) / (f.last - f.first))
                }
                recordingFrames = nil
                saved.append("\(recorder.path) (\(summary))")
                if Interruption.shared.cause == nil { printError("playground: saved \(recorder.path) (\(summary))") }
            } catch {
                failed.append("--record: \(error)")
            }
        }
        if screenshot, !finishing.isEmpty { SDL_HideWindow(window.window) }
        for recorder in finishing { recorder.waitUntilDone() }
        finishing = []
        // `--screenshot`'s PNG (C and F12 ones reported themselves).
        for outcome in screenshots.finish() where screenshot && outcome.path == options.screenshotPath {
            if let failure = outcome.failure { failed.append("--screenshot: \(failure)") } else { saved.append(outcome.path) }
        }
        if let trace {
            self.trace = nil
            do {
                try trace.commit()
                saved.append("\(trace.path) (\(traceTicks) ticks)")
            } catch {
                failed.append("--trace: \(error)")
            }
        }
        if let capture = session.capture {
            session.capture = nil
            do {
                try capture.finish(end: session.time)
                let stopped = capture.stoppedReason.map { ", stopped early: \($0)" } ?? ""
                saved.append("\(capture.path) (\(capture.scenario.events.count) events captured\(stopped))")
                printError("playground: captured \(capture.scenario.events.count) events to \(capture.path)\(stopped)")
            } catch {
                failed.append("--capture: \(error)")
            }
        }
        return (saved, failed)
    }

    /// Finishes the outputs; after a signal or a lost display, says so in
    /// one line and exits with 130/143/129 or 3.
    private func finish() throws {
        let cause = Interruption.shared.cause
        var displayLost = false
        if case .displayLost = cause { displayLost = true }
        let (saved, failed) = finishOutputs(screenshot: !displayLost)
        if let cause {
            let line = XDisplayWatch.line(cause, saved: saved, failed: failed)
            // With the window gone, SDL's teardown would meet more X errors
            // after it restored Xlib's exit(1) handler: the files are done, so leave now.
            if displayLost { XDisplayWatch.exitNow(line) }
            throw PlaygroundExit(status: cause.exitStatus, message: line)
        }
        if !failed.isEmpty { throw PlaygroundExit.environment(failed.joined(separator: "; ")) }
    }
}
