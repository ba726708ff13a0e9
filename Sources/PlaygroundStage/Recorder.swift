import CSDL2
import Foundation
import ScrollKitCore
#if canImport(Glibc)
import Glibc
#endif
import PlaygroundMedia
import PlaygroundRender
import UserCodeHost

/// Carries out `playground record`: loads the scenario, runs one lane per
/// behavior in lockstep, draws each frame with the window's composer on an
/// `OffscreenSurface` and writes a GIF, a PNG frame or a filmstrip sheet,
/// atomically. Same request, same bytes.
///
/// Errors are `PlaygroundExit`s: bad input (status 2: the scenario, a value,
/// an unwritable output) or the environment (status 3: SDL, the font).
package enum Recorder {
    /// What was written, for the command's summary line and for tests.
    package struct Result: Hashable, Sendable {
        package var path: String
        /// Size of the image(s) in pixels.
        package var width: Int
        package var height: Int
        /// GIF: frames added; PNG: 1; filmstrip: tiles.
        package var frames: Int
        /// GIF images actually stored (identical frames are merged).
        package var images: Int
        /// Seconds of the run covered.
        package var duration: Double
        /// File size in bytes.
        package var bytes: Int
        /// Lanes whose run did not settle within the runner's limit.
        package var unsettledLanes: [String]
        /// Tick length of the scenario, seconds.
        package var tickLength: Double
    }

    /// Runs the request; see the type's documentation.
    /// With a `probe`, a GIF recording also times each frame's drawing,
    /// read-back and encoding into it.
    package static func record(_ request: RecordRequest, probe: RecordProbe? = nil) throws(PlaygroundExit) -> Result {
        let runners = try makeRunners(request)
        if request.outputPath != AtomicFileWriter.standardOutputPath { try checkOutputDirectory(request.outputPath) }
        if case let .video(format) = request.output, FFmpegVideoWriter.locateFFmpeg() == nil {
            throw .environment("--out: \(VideoEncoderError.ffmpegMissing(format: format))")
        }
        AtomicFileRegistry.shared.removeTemporaryFilesOnInterrupt()

        // A view's survey runs on a host of its own (the recorded run is the view's first).
        let survey = request.viewScene.map { scene in scene.withSurveyHost { RecordingSurvey.survey(runners) } } ?? RecordingSurvey.survey(runners)
        let tickLength = runners[0].scenario.configuration.tickLength
        let canvas = RecordingSurvey.canvasSize(container: survey.largestContainer, laneCount: runners.count)
        let device = (Double(canvas.width) * request.display.scale, Double(canvas.height) * request.display.scale)
        guard FrameBounds.allows(width: device.0, height: device.1) else {
            throw .badInput(
                "record: a frame of \(Int(device.0))×\(Int(device.1)) device pixels is too large (\(FrameBounds.limitDescription)); use a smaller --window, fewer --lanes or --scale 1")
        }
        let font: FontBook
        let surface: OffscreenSurface
        do {
            font = try FontBook.system()
            surface = try OffscreenSurface(width: canvas.width, height: canvas.height, scale: request.display.scale, font: font)
        } catch {
            throw .environment("record: cannot draw headless: \(error)")
        }
        let lastTick = survey.lastTick
        var stage = HeadlessStage(runners: runners, display: request.display)
        stage.viewScene = request.viewScene
        // A scenario with an `end` stops there, settled or not: no warning.
        let end = runners[0].scenario.end
        let unsettled = end != nil ? [] : zip(runners, survey.settled).filter { !$0.1 }.map(\.0.behaviorName)

        var result = Result(
            path: request.outputPath, width: surface.pixelWidth, height: surface.pixelHeight, frames: 1, images: 1,
            duration: Double(lastTick) * tickLength, bytes: 0, unsettledLanes: unsettled, tickLength: tickLength)
        do {
            switch request.output {
            case .gif:
                let sampler = FrameSampler(framesPerSecond: Double(request.framesPerSecond), tickLength: tickLength)
                let count = frameCount(sampler, duration: result.duration, end: end, until: request.until)
                let gif = try GIFFileWriter(
                    path: request.outputPath, width: surface.pixelWidth, height: surface.pixelHeight,
                    framesPerSecond: Double(request.framesPerSecond))
                Interruption.shared.finishesOutputs()
                // The encoder runs on its own thread while the next frame
                // draws (`GIFEncodingPipeline`: same frames in the same
                // order, same bytes); images are recycled once the encoder
                // has let go of them.
                let pipeline = GIFEncodingPipeline(writer: gif)
                if let probe {
                    probe.width = surface.pixelWidth
                    probe.height = surface.pixelHeight
                }
                let loopStart = ContinuousClock.now
                var recorded = 0
                do {
                    for index in 0..<count {
                        if Interruption.shared.cause != nil { break }  // Ctrl-C: keep the frames so far
                        stage.advance(toTick: sampler.tick(ofFrame: index))
                        var image = pipeline.takeBuffer()
                        if let probe {
                            var start = ContinuousClock.now
                            stage.draw(on: surface.canvas)
                            SDL_RenderFlush(surface.canvas.renderer)
                            probe.draw.append(RecordProbe.seconds(since: start))
                            start = ContinuousClock.now
                            surface.readImage(into: &image)
                            probe.readBack.append(RecordProbe.seconds(since: start))
                        } else {
                            stage.draw(on: surface.canvas)
                            surface.readImage(into: &image)
                        }
                        try pipeline.submit(image)
                        recorded += 1
                    }
                } catch {
                    pipeline.cancel()
                    throw error
                }
                if recorded == 0, let cause = Interruption.shared.cause {
                    pipeline.cancel()
                    throw PlaygroundExit(status: cause.exitStatus, message: "\(cause.description) before the first frame; nothing written")
                }
                let (statistics, encodeSeconds) = try pipeline.finish()
                if let probe {
                    probe.encode = encodeSeconds
                    probe.encodeCPU = pipeline.encodeCPUSeconds
                    probe.wallSeconds = RecordProbe.seconds(since: loopStart)
                }
                if recorded < count { result.duration = Double(stage.tick) * tickLength }
                result.frames = recorded
                result.images = statistics.imagesWritten
            case let .video(format):
                let sampler = FrameSampler(framesPerSecond: Double(request.framesPerSecond), tickLength: tickLength)
                let count = frameCount(sampler, duration: result.duration, end: end, until: request.until)
                let video = try FFmpegVideoWriter(
                    path: request.outputPath, format: format, width: surface.pixelWidth, height: surface.pixelHeight,
                    framesPerSecond: request.framesPerSecond)
                Interruption.shared.finishesOutputs()
                let loopStart = ContinuousClock.now
                // ffmpeg encodes in its own process while the next frame draws; the
                // pipe holds about a frame, so a write waits only when it falls behind.
                var image = RGBAImage(width: 0, height: 0)
                do {
                    for index in 0..<count {
                        if Interruption.shared.cause != nil { break }  // Ctrl-C: keep the frames so far
                        stage.advance(toTick: sampler.tick(ofFrame: index))
                        stage.draw(on: surface.canvas)
                        surface.readImage(into: &image)
                        try video.addFrame(image)
                    }
                    if video.frameCount == 0, let cause = Interruption.shared.cause {
                        video.cancel()
                        throw PlaygroundExit(status: cause.exitStatus, message: "\(cause.description) before the first frame; nothing written")
                    }
                    try video.finish()
                } catch {
                    video.cancel()
                    throw error
                }
                if let probe {
                    probe.width = surface.pixelWidth
                    probe.height = surface.pixelHeight
                    probe.encode = [video.encoderCPUSeconds]
                    probe.encodeCPU = video.encoderCPUSeconds
                    probe.wallSeconds = RecordProbe.seconds(since: loopStart)
                }
                if video.frameCount < count { result.duration = Double(stage.tick) * tickLength }
                result.frames = video.frameCount
                result.images = video.frameCount
            case let .png(at):
                let tick = FrameSampler.tick(atOrBefore: at, tickLength: tickLength)
                stage.advance(toTick: tick)
                stage.draw(on: surface.canvas)
                result.duration = Double(stage.tick) * tickLength
                try PNGEncoder.write(surface.readImage(), to: request.outputPath)
            case let .filmstrip(every, columns, downscale):
                let sheet = try filmstrip(
                    stage: &stage, surface: surface, font: font, lastTick: lastTick, every: every,
                    columns: columns, downscale: downscale, axes: runners[0].scenario.axes)
                result.width = sheet.width
                result.height = sheet.height
                result.frames = lastTick / every + 1
                result.images = 1
                try PNGEncoder.write(sheet, to: request.outputPath)
            }
        } catch let failure as PlaygroundExit {
            throw failure
        } catch let failure as AtomicFileError {
            throw .environment("--out: \(failure)")  // a failed write (full disk…): exit 3
        } catch let failure as VideoEncoderError {
            throw .environment("--out: \(failure)")  // ffmpeg missing or failing (full disk…): exit 3
        } catch {
            throw .badInput("--out: \(error)")
        }
        result.bytes = fileSize(request.outputPath)
        return result
    }

    /// Frames of an animation (GIF or video) covering `duration` seconds.
    /// A capture's recording shows its last tick, as the window did
    /// (unless `--until` runs past the capture's `end`).
    package static func frameCount(_ sampler: FrameSampler, duration: Double, end: Double?, until: Double?) -> Int {
        end.map { (until ?? 0) <= $0 } == true
            ? sampler.frameCount(through: duration) : sampler.frameCount(duration: duration)
    }

    /// The runners of the lanes, with the window override and `minimumEndTime` applied.
    package static func makeRunners(_ request: RecordRequest) throws(PlaygroundExit) -> [ScenarioRunner] {
        var scenario: Scenario
        do {
            scenario = try ScenarioPaths.load(request.scenario, viewGiven: request.viewScene != nil)
        } catch {
            throw .badInput(error.description)
        }
        if let window = request.window { scenario.window = window }
        // The device's safe area insets the content, again after every preset or axis switch.
        if let device = request.display.device { scenario.safeArea = device.safeArea }
        request.viewScene?.apply(to: &scenario)
        var minimum = request.until ?? 0
        if case let .png(at) = request.output { minimum = Swift.max(minimum, at) }
        var runners: [ScenarioRunner] = []
        let captured = CapturedBehaviorFiles.byName(request.behaviorFiles, in: scenario)
        let catalog = request.viewScene?.catalog ?? .builtIn
        for behavior in request.behaviors.prefix(LaneLayout.maximumCount) {
            do {
                let file = request.behaviorFiles.first { $0.name == behavior }
                var runner = try ScenarioRunner(scenario: scenario, behavior: file == nil ? behavior : nil, catalog: catalog).withFileBehaviors(captured)
                if let file { runner = runner.startingWith(file) }
                runner.minimumEndTime = minimum
                runner.reactor = request.viewScene
                runner.reactorLane = runners.count * LaneLayout.maximumCount
                runners.append(runner)
            } catch {
                throw .badInput(error.description)
            }
        }
        // A captured lanes session (lanes added live, replayed): one lane per lane the scenario
        // ever has, each handing out its own lane's ticks (lane 0's until it
        // is added: a new lane starts as a copy of lane 0).
        if request.behaviors == [nil], scenario.maximumLaneCount > 1, let first = runners.first {
            let starting = scenario.startingLanes
            runners = (0..<scenario.maximumLaneCount).map { i in
                var runner = (try? ScenarioRunner(scenario: scenario, behavior: i < starting.count ? starting[i] : nil, catalog: catalog))?.withFileBehaviors(captured) ?? first
                runner.lane = i
                runner.minimumEndTime = minimum
                runner.reactor = request.viewScene
                runner.reactorLane = i * LaneLayout.maximumCount
                return runner
            }
        }
        guard !runners.isEmpty else { throw .badInput("record: no lanes to record") }
        return runners
    }

    /// Fails early, before any drawing, when the output cannot be created:
    /// its directory is missing or not writable, or the path is a directory.
    static func checkOutputDirectory(_ path: String) throws(PlaygroundExit) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .badInput("--out: '\(path)' is a directory; name a file")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let dir = directory.isEmpty ? "." : directory
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .badInput("--out: the directory '\(dir)' does not exist")
        }
        guard access(dir, W_OK) == 0 else {
            throw .badInput("--out: the directory '\(dir)' is not writable")
        }
    }

    /// Draws every `every`th tick from 0 to `lastTick` into a tiled sheet.
    private static func filmstrip(
        stage: inout HeadlessStage, surface: OffscreenSurface, font: FontBook, lastTick: Int, every: Int,
        columns: Int?, downscale: Int?, axes: Axes
    ) throws -> RGBAImage {
        let factor = downscale ?? FilmstripLayout.defaultDownscale(frameWidth: surface.pixelWidth)
        let frameWidth = (surface.pixelWidth + factor - 1) / factor
        let frameHeight = (surface.pixelHeight + factor - 1) / factor
        let tiles = lastTick / every + 1
        let captionHeight = Int(FilmstripCaption.height(
            laneCount: stage.lanes.count, lineHeight: try font.lineHeight()))
        let layout = FilmstripLayout(
            tileCount: tiles, columns: columns, frameWidth: frameWidth, frameHeight: frameHeight,
            captionHeight: captionHeight)
        guard layout.fitsLimits else {
            throw PlaygroundExit.badInput(
                "--filmstrip: \(tiles) tiles of \(frameWidth)×\(frameHeight + captionHeight) make a \(layout.sheetWidth)×\(layout.sheetHeight) sheet, over the limit of \(FilmstripLayout.maximumSide) pixels a side and \(FilmstripLayout.maximumPixels / 1_048_576) megapixels; raise --every or --downscale, or change --columns")
        }
        let background = FilmstripLayout.background
        var sheet = RGBAImage(
            width: layout.sheetWidth, height: layout.sheetHeight,
            fill: (background.r, background.g, background.b, background.a))
        let captionSurface = try OffscreenSurface(width: frameWidth, height: captionHeight, scale: 1, font: font)
        for index in 0..<tiles {
            let tick = index * every
            stage.advance(toTick: tick)
            stage.draw(on: surface.canvas)
            sheet.blit(surface.readImage().downscaled(by: factor), at: layout.frameOrigin(ofTile: index))
            let caption = FilmstripCaption(
                tick: tick, time: Double(tick) * stage.tickLength, records: stage.lanes.map(\.record), axes: axes)
            caption.draw(on: captionSurface.canvas)
            sheet.blit(captionSurface.readImage(), at: layout.captionOrigin(ofTile: index))
        }
        return sheet
    }

    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }
}
