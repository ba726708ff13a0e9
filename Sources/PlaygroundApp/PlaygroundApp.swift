import CSDL2
import Foundation
import ScrollKitCore
import PlaygroundStage
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The live window: wait → translate → apply → advance → draw → present,
/// nothing more. All state lives in `Stage` (the timeline's
/// pointer in `TimelinePointer`, a recording in `WindowRecorder`); all SDL reading in
/// `SDLEventTranslator` (which also reads SDL's queue: the loop never holds
/// an `SDL_Event`); one wall clock (`WallClock`) times events and frames;
/// all drawing in `FrameComposer` (the same code that draws headless frames,
/// so a recording is the window pixel for pixel).
package final class PlaygroundApp {
    package let options: WindowOptions
    package let window: SDLWindow
    package var canvas: Canvas
    package let font: FontBook
    package var stage: Stage
    var translator: SDLEventTranslator
    package var composer = FrameComposer.window
    package var trace: AtomicFileWriter?
    /// Trace lines written so far.
    var traceTicks = 0
    /// Why the trace stopped being written, if a write failed.
    var traceFailure: String?
    package var recorder: WindowRecorder?
    /// Recordings stopped with R whose encoder is still writing; waited for at exit.
    var finishing: [WindowRecorder] = []
    /// The one wall clock: frames, deadlines, keys and (through the
    /// translator) every event's time.
    private let clock: WallClock
    /// The mouse over the timeline (scrubbing, wheel zoom).
    private var timelinePointer = TimelinePointer()
    /// Free names for C/F12 screenshots and R recordings.
    var fileNames = WindowFileName()
    /// Window frames presented while R records: count and first/last wall
    /// time, for the frame rate printed when the recording is saved.
    var recordingFrames: (count: Int, first: Double, last: Double)?
    /// Encodes screenshots (C, F12, `--screenshot`) off the window's thread.
    let screenshots = ScreenshotWriter()

    package init(options: WindowOptions, drivers: [DisplayEnvironment.Driver]) throws {
        self.options = options
        stage = Stage(options: options.stage)
        // A view's host that takes longer than a frame's worth never holds the window.
        stage.viewFrameBudget = Stage.windowViewFrameBudget
        do {
            font = try FontBook.system()
        } catch {
            throw PlaygroundExit.environment("cannot load the fonts: \(error)")
        }
        do {
            window = try SDLWindow(
                title: stage.title, logicalSize: stage.windowSize, scale: options.scale, drivers: drivers)
        } catch let failure as SDLWindow.Failure {
            throw PlaygroundExit.environment(failure.description)
        }
        do {
            canvas = try Canvas(renderer: window.renderer, scale: window.pixelsPerPoint, font: font)
        } catch {
            throw PlaygroundExit.environment("cannot draw in the window: \(error)")
        }
        clock = WallClock()
        translator = SDLEventTranslator(clock: clock, scale: window.eventScale, logicalSize: stage.windowSize)
        XServerTime.enable()  // after SDL's start, which turns system events off
        AtomicFileRegistry.shared.removeTemporaryFilesOnInterrupt()
        Interruption.shared.finishesOutputs()
        // A signal arrives on a dispatch queue: wake the loop waiting for events.
        Interruption.shared.wake = { SDLEventTranslator.wakeWaiting() }
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
        if abs(logical.width - stage.windowSize.width) >= 0.5 || abs(logical.height - stage.windowSize.height) >= 0.5 {
            stage.send(TimedInputEvent(time: 0, event: .resize(logical)))
        }
        if let path = options.capturePath { stage.startCapture(to: path, fromNow: false) }
        for event in options.replayEvents { stage.sendScripted(event) }
        for item in options.replayItems { stage.sendScripted(item) }
    }

    deinit {
        XDisplayWatch.finishOutputs = nil
        canvas.releaseTextures()
    }

    /// Wall seconds since the window opened (`WallClock`).
    package var now: Double { clock.now }

    /// Runs until the window closes, Q/Esc, or `--exit-after`.
    ///
    /// The loop: wait for an event (or the next frame while something
    /// moves) → apply it → advance → draw if anything changed. At rest
    /// (`Stage.isAtRest`, nothing recording) it blocks in
    /// `SDL_WaitEventTimeout` and draws nothing, so an idle window costs no
    /// CPU and a key is seen the moment it arrives. While only a view's
    /// scheduled work keeps the head stepping, it sleeps likewise until that
    /// work is due, then steps the ticks in between and draws the firing
    /// (`Stage.waitForViewWork`).
    package func run() throws {
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
                // Only a view's scheduled work (a timer, a debounce) keeps the
                // head stepping: sleep until it is due (Stage+ScheduledWake).
                let viewWake = needsDraw ? nil : stage.waitForViewWork(
                    atWall: start, notBefore: window.hasVSync ? nil : lastFrame.map { $0 + frameInterval }
                ).map { start + $0 }
                let busy = needsDraw || (!stage.isAtRest && viewWake == nil)
                // A recorder that fell behind gets the CPU: the window waits a
                // frame interval instead of drawing (see WindowRecorder).
                let yielding = recorder?.isBehind ?? false
                var deadline: Double? = yielding ? start + frameInterval
                    : busy ? (window.hasVSync ? start : (lastFrame ?? start) + frameInterval)
                    : [viewWake, stage.nextChange(afterWall: start)].compactMap { $0 }.min()
                if let viewWake, viewWake - start > ScheduledWake.preparation {
                    deadline = min(deadline ?? viewWake, viewWake - ScheduledWake.preparation)
                }
                if let exitAfter = options.exitAfter { deadline = min(deadline ?? exitAfter, exitAfter) }
                // Behavior files are watched even at rest: wake to look for a
                // save (a file read each; a frame is drawn when what their
                // panels say changed: compiling, an error, reloaded, output).
                if let interval = stage.behaviorFiles.files.map(\.checkInterval).min() {
                    deadline = min(deadline ?? start + interval, start + interval)
                }
                if let scene = options.viewScene { deadline = min(deadline ?? start + scene.checkInterval, start + scene.checkInterval) }
                var arrival = translator.wait(until: deadline)
                while let received = arrival {
                    needsDraw = true
                    if case let .event(event) = received, !handle(event) { running = false; break }
                    arrival = translator.poll()
                }
                guard running else { break }
                let wall = now
                BehaviorFileReporter.report(stage.behaviorFiles.poll(wall: wall))
                if options.viewScene?.poll(wall: wall) == true { needsDraw = true }
                let layoutChanges = stage.scriptedLayoutChanges
                stage.advance(toWall: wall) { record in writeTrace(record) }
                if stage.scriptedLayoutChanges != layoutChanges {     // a replayed preset or lanes switch
                    window.setTitle(stage.title)
                    resizeWindowToLanes()
                }
                recorder?.capture(stage, wall: wall)
                var stamp = FrameStamp(stage: stage, wall: wall)
                // Woken before the view's work is due (to look for a save):
                // the ticks so far are stepped, but the picture is the one drawn.
                if let viewWake, wall < viewWake, !needsDraw, let drawn { stamp.keepTicks(of: drawn) }
                if needsDraw || stamp != drawn, !(recorder?.isBehind ?? false) {
                    try drawAndPresent(wall: wall)
                    let end = now
                    if recorder != nil {
                        let f = recordingFrames ?? (0, end, end)
                        recordingFrames = (f.count + 1, f.first, end)
                    }
                    lastFrame = end
                    stage.frameDrawn(atWall: end)
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
        /// What the view file's panel says (its host failed, compiling, an error).
        var viewFile: String

        init(stage: Stage, wall: Double) {
            head = stage.tick
            shown = stage.shownTick
            mode = stage.displayMode(atWall: wall)
            lanes = stage.laneBehaviors.count
            behaviorFiles = BehaviorFilePanel.state(of: stage.behaviorFiles, wall: wall)
            viewFile = ViewFilePanel.state(of: stage.viewScene)
        }

        /// Takes `drawn`'s ticks: idle ticks stepped while the window sleeps
        /// do not call for a frame.
        mutating func keepTicks(of drawn: FrameStamp) {
            head = drawn.head
            shown = drawn.shown
        }
    }

    /// Applies one translated event; false means quit.
    private func handle(_ event: PlatformEvent) -> Bool {
        switch event {
        case .quit:
            return false
        case let .input(timed):
            if timelinePointer.route(timed, stage: &stage) { return true }
            stage.send(timed)
        case let .command(key):
            let effect = WindowKeys.press(key, on: &stage, atWall: now) { record in writeTrace(record) }
            switch effect {
            case .quit: return false
            case .titleChanged: window.setTitle(stage.title)
            case .layoutChanged:
                window.setTitle(stage.title)
                resizeWindowToLanes()
                // A GIF has one size: a recording ends when the lanes change.
                if let recorder, recorder.size != stage.windowSize { toggleRecording() }
            case .screenshot: saveScreenshot()
            case .toggleRecording: toggleRecording()
            case .toggleCapture: toggleCapture()
            case nil: break
            }
        case let .hover(point):
            timelinePointer.hover(point, stage: &stage)
            stage.hoverView(at: point)
        }
        return true
    }

    /// After a lane change: the window grows or shrinks to hold every lane
    /// at full size (scaled down as a whole if the display is too small).
    private func resizeWindowToLanes() {
        window.setLogicalSize(stage.windowSize)
        translator.scale = window.eventScale
        translator.logicalSize = stage.windowSize
        let logical = window.logicalSize
        if abs(logical.width - stage.windowSize.width) >= 0.5 || abs(logical.height - stage.windowSize.height) >= 0.5 {
            // The window manager refused the size: lay the lanes out in what we got.
            stage.send(TimedInputEvent(time: now, event: .resize(logical)))
        }
    }

    // MARK: Drawing

    func drawAndPresent(wall: Double) throws {
        let scale = window.pixelsPerPoint
        if abs(canvas.scale - scale) > 1e-9 {
            canvas.releaseTextures()
            canvas = try Canvas(renderer: window.renderer, scale: scale, font: font)
        }
        var frame = stage.frame(atWall: wall)
        frame.hud.isRecording = recorder != nil
        frame.hud.capturePath = stage.capture?.path
        composer.draw(frame, on: canvas)
        BehaviorFilePanel().draw(
            files: stage.behaviorFiles, laneNames: stage.laneBehaviors, frames: stage.laneFrames, wall: wall, on: canvas)
        if let scene = stage.viewScene { ViewFilePanel().draw(scene: scene, frames: stage.laneFrames, on: canvas) }
        SDL_RenderPresent(window.renderer)
    }
}
