import CSDL2
import Foundation
import ScrollKitCore
import PlaygroundStage
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The window's outputs, beside its loop (PlaygroundApp.swift): the trace
/// (`--trace`), screenshots (C, F12, `--screenshot`), GIF recordings (R,
/// `--record`) and captures (K, `--capture`), and finishing them all at
/// exit, each on its own.
extension PlaygroundApp {
    func writeTrace(_ record: FrameRecord) {
        guard let trace else { return }
        do {
            // Lane 0's view events (a view file's), as `playground trace` writes them.
            let events = options.viewScene?.events(lane: 0, tick: record.tick) ?? []
            try trace.write(Array((ViewTraceField.adding(events, to: record.traceLine) + "\n").utf8))
            traceTicks += 1
        } catch {
            // The window goes on; the failure is reported when it closes
            // (exit 3), except a closed pipe (`--trace - | head`): that ends quietly.
            if (error as? AtomicFileError)?.code != EPIPE { traceFailure = "--trace: \(error)" }
            self.trace?.cancel()
            self.trace = nil
        }
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

    func saveScreenshot(to requested: String? = nil) {
        let path: String
        if let requested {
            path = requested
        } else {
            path = fileNames.next(
                in: options.screenshotDirectory, preset: stage.preset.name, tick: stage.shownTick, ext: "png")
        }
        // Read back now (the frame on screen), encoded in the background:
        // the window goes on at once.
        screenshots.write(readWindowImage(), to: path) { outcome in
            printError(outcome.failure.map { PlaygroundMessage.error("screenshot: \($0)") } ?? "playground: saved \(outcome.path)")
        }
    }

    func startRecording(to path: String) throws -> WindowRecorder {
        do {
            return try WindowRecorder(path: path, size: stage.windowSize, startTick: stage.tick, tickLength: stage.tickLength)
        } catch {
            throw PlaygroundExit.badInput("--record: \(error)")
        }
    }

    /// K: stops the running capture (writing its file) or starts one at
    /// the current tick in ./captures/ (a session replayable as a scenario).
    func toggleCapture() {
        if let capture = stage.capture {
            stage.capture = nil
            do {
                try capture.finish(end: stage.time)
                printError("playground: captured \(capture.scenario.events.count) events to \(capture.path)")
            } catch {
                printError(PlaygroundMessage.error("capture: \(error)"))
            }
        } else {
            stage.startCapture(to: CaptureWriter.defaultPath(), fromNow: true)
            printError("playground: capturing to \(stage.capture!.path) (K stops)")
        }
    }

    func toggleRecording() {
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
                in: options.screenshotDirectory, preset: stage.preset.name, tick: stage.shownTick, ext: "gif")
            recordingFrames = nil
            do { recorder = try startRecording(to: path) } catch { printError(PlaygroundMessage.error("recording: \(error)")) }
        }
    }

    /// Finishes every output, each on its own: one failing never discards
    /// another. Returns what was saved and what failed, one entry each.
    func finishOutputs(screenshot: Bool) -> (saved: [String], failed: [String]) {
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
            // The quit waits for those frames: say so, not a silent pause.
            if recorder.backlog > 0 { printError("playground: finishing \(recorder.path): \(recorder.backlog) frames still to encode…") }
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
        for recorder in finishing {
            if recorder.backlog > 0 { printError("playground: finishing \(recorder.path): \(recorder.backlog) frames still to encode…") }
            recorder.waitUntilDone()
        }
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
        if let capture = stage.capture {
            stage.capture = nil
            do {
                try capture.finish(end: stage.time)
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
    package func finish() throws {
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
