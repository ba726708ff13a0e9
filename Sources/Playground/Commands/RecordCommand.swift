import ArgumentParser
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import UserCodeHost
import PlaygroundStage

/// `playground record SCENARIO --out FILE`: runs a scenario headless and
/// writes what the window would have shown (docs/formats.md): the whole run as
/// an animated GIF, one frame as a PNG, or a filmstrip sheet; 1 lane or 2–4
/// behaviors side by side. Same scenario and options, same bytes.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run a scenario headless and record it as a GIF, a video (MP4, WebM), a PNG frame or a filmstrip.",
        discussion: """
            FILE.gif records the whole run: from the start until the scenario has settled plus \
            0.25 s (the span of 'playground trace'), frame i showing the engine tick at or before \
            i/fps seconds. FILE.mp4 (H.264, yuv420p), FILE.webm (VP9), FILE.apng and FILE.webp \
            record the same frames as a video at a constant frame rate through ffmpeg (Debian's \
            ffmpeg package; frames piped to it raw). FILE.png with --at SECONDS writes that one frame; with --filmstrip it \
            tiles every Nth engine tick on one sheet, each tile captioned with its tick, offset \
            and phase. --lanes runs the same scenario once per behavior, side by side, each lane \
            exactly as large as the scenario's window; the recording lasts until the longest \
            lane has settled and the others hold their last frame.

            Frames are drawn as the window draws them (same renderer, HUD, overlays, timeline) \
            with no display needed. Files are written atomically: an error or Ctrl-C leaves no \
            partial file under FILE. Exit status: 0 success; 2 bad input (an option, the \
            scenario, an unwritable FILE) with a message naming it; 3 when headless drawing \
            cannot start, ffmpeg is missing or fails, or the disk is full. See docs/recording.md.
            """
    )

    @Argument(help: ArgumentHelp(
        "The scenario file (JSON, docs/formats.md format).",
        discussion: "A name without a slash that is not a file, such as fling-one-page, names a bundled scenario.",
        valueName: "scenario"))
    var scenario: String

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "The file to write: NAME.gif or a video NAME.mp4, .webm, .apng, .webp (the whole run), or NAME.png (one frame with --at, or a sheet with --filmstrip).",
        valueName: "file"))
    var out: String

    @Option(parsing: .unconditional, help: ArgumentHelp("PNG: the frame at this time (the last engine tick at or before it).", valueName: "seconds"))
    var at: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of a GIF, 1 to 50 (default 30; GIF cannot play faster than 50), or of a video, 1 to 120.", valueName: "n"))
    var fps: Int?

    @Option(help: ArgumentHelp("Each lane's container in logical pixels, instead of the scenario's window.", valueName: "WxH"))
    var window: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per logical pixel: 1 or 2 (2 for sharp HiDPI demos).", valueName: "1|2"))
    var scale: Double = 1

    @Option(help: ArgumentHelp(
        "Start with this behavior instead of the scenario's (see 'playground list'); the scenario's behavior events still switch later.",
        valueName: "name"))
    var behavior: String?

    @Option(help: ArgumentHelp(
        "Record 2 to 4 behaviors side by side on the same input, e.g. paging,seed-v2,seed-v3.",
        valueName: "a,b,..."))
    var lanes: String?

    @Option(name: .customLong("behavior-file"), help: ArgumentHelp(
        "A ScrollTargetBehavior in a Swift file (repeatable; docs/behavior-files.md): a lane named after the file, beside --behavior NAME if given; --lanes may name it. FILE.swift=EXPR constructs it as an app does: 'snap.swift=SnapScrollBehavior(step: 10)'.",
        valueName: "file.swift[=EXPR]"))
    var behaviorFiles: [String] = []

    @Option(name: .customLong("view-file"), help: ArgumentHelp(
        "A SwiftUI view in a Swift file, scrolled instead of the scenario's preset (repeatable: the files compile together; docs/view-files.md). Shows the first #Preview, or FILE.swift=#Preview(\"NAME\"), or FILE.swift=EXPR (e.g. 'Carousel.swift=CarouselView(count: 12)'), or the file's one View made with init(). Its lane is 'view', run by the view's own .scrollTargetBehavior unless --behavior or --lanes names others.",
        valueName: "file.swift[=VIEW]"))
    var viewFiles: [String] = []

    @Option(name: .customLong("scroll-view"), help: ArgumentHelp(
        "Select this scroll view of the view file (its .id, else its path in the view tree): the HUD names it with its offset and phase.",
        valueName: "id"))
    var scrollView: String?

    @OptionGroup(title: "Behavior file limits") var limits: BehaviorLimitOptions

    @Flag(help: "PNG: tile every Nth engine tick (--every) on one captioned sheet.")
    var filmstrip = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Filmstrip: one tile every N engine ticks (default 12, i.e. 0.1 s at 120 Hz).", valueName: "n"))
    var every: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Filmstrip: tiles per row (default: what makes the sheet roughly 16:10).", valueName: "n"))
    var columns: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Filmstrip: shrink each frame N times with a box filter (default: the least that makes it at most 480 pixels wide).",
        valueName: "n"))
    var downscale: Int?

    @Flag(inversion: .prefixedNo, help: "Show the HUD over the first lane (default: shown in GIFs and PNG frames, hidden in filmstrip tiles).")
    var hud: Bool?

    @Flag(help: "Show the behavior overlays: original, proposed and adjusted targets, resting point, overscroll.")
    var overlays = false

    @Flag(help: "Show the timeline panel (offset and velocity curves, phases, decisions) over the bottom of the frame.")
    var timeline = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Keep recording at least until this time, even after the scenario has settled.", valueName: "seconds"))
    var until: Double?

    @OptionGroup var looks: LooksOptions

    func validate() throws {
        _ = try request()
    }

    /// The validated request; throws a `ValidationError` naming the option.
    func request() throws -> RecordRequest {
        let lower = out.lowercased()
        let isGIF = lower.hasSuffix(".gif")
        let video = VideoFormat(path: out)
        let isAnimation = isGIF || video != nil
        let toStandardOutput = out == AtomicFileWriter.standardOutputPath
        guard isAnimation || lower.hasSuffix(".png") || toStandardOutput else {
            throw ValidationError("--out must name a .gif, .mp4, .webm, .apng, .webp or .png file, or be - for a PNG on standard output (got '\(out)')")
        }
        if toStandardOutput && at == nil && !filmstrip {
            throw ValidationError("--out - writes a PNG (with --at or --filmstrip) to standard output; a GIF needs a seekable file")
        }
        try OutputPath.check(out, option: "--out", allowsStandardOutput: toStandardOutput)
        guard !(out.hasSuffix("/")) else { throw ValidationError("--out must name a file (got '\(out)')") }
        let output: RecordRequest.Output
        if isAnimation {
            let kind = video.map { ".\($0.rawValue)" } ?? ".gif"
            if at != nil { throw ValidationError("--at picks one frame of a .png; a \(kind) records the whole run (use --until to extend it)") }
            if filmstrip { throw ValidationError("--filmstrip writes a .png sheet (got '\(out)')") }
            output = video.map(RecordRequest.Output.video) ?? .gif
        } else if filmstrip {
            if at != nil { throw ValidationError("--at and --filmstrip do not combine: a filmstrip covers the whole run") }
            let every = self.every ?? 12
            guard (1...1_000_000).contains(every) else { throw ValidationError("--every must be a whole number of ticks from 1 to 1000000 (got \(every))") }
            if let columns, !(1...1000).contains(columns) { throw ValidationError("--columns must be from 1 to 1000 (got \(columns))") }
            if let downscale, !(1...16).contains(downscale) { throw ValidationError("--downscale must be from 1 to 16 (got \(downscale))") }
            output = .filmstrip(every: every, columns: columns, downscale: downscale)
        } else {
            guard let at else { throw ValidationError("--at SECONDS is required for a single .png frame (or add --filmstrip for a sheet)") }
            guard at.isFinite, at >= 0, at <= RecordRequest.maximumSeconds else {
                throw ValidationError("--at must be a time in seconds from 0 to 3600 (got \(OptionParsing.describe(at)))")
            }
            output = .png(at: at)
        }
        if !filmstrip {
            if every != nil { throw ValidationError("--every only applies to --filmstrip") }
            if columns != nil { throw ValidationError("--columns only applies to --filmstrip") }
            if downscale != nil { throw ValidationError("--downscale only applies to --filmstrip") }
        }
        if let fps {
            guard isAnimation else { throw ValidationError("--fps only applies to .gif and video output") }
            if video != nil, !(1...VideoFormat.maximumFramesPerSecond).contains(fps) {
                throw ValidationError("--fps must be from 1 to \(VideoFormat.maximumFramesPerSecond) for a video (got \(fps))")
            }
            guard video != nil || (1...50).contains(fps) else {
                throw ValidationError("--fps must be from 1 to 50: GIF delays are whole centiseconds of at least 2, so nothing plays faster than 50 frames per second (got \(fps))")
            }
        }
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2 (got \(OptionParsing.describe(scale)))") }
        if let until {
            guard until.isFinite, until >= 0, until <= RecordRequest.maximumSeconds else {
                throw ValidationError("--until must be a time in seconds from 0 to 3600 (got \(OptionParsing.describe(until)))")
            }
        }
        let device = try looks.resolvedDevice(window: window)
        let size = try device.map(\.size) ?? window.map { try OptionParsing.size($0, option: "--window", scale: scale) }

        var behaviors: [String?] = [nil]
        let fileNames = behaviorFiles.map(HostedScrollTargetBehavior.behaviorName(forFile:))
        let laneNames = fileNames + ViewFileOptions.laneNames(viewFiles)
        if let behavior {
            if !laneNames.contains(behavior) { _ = try OptionParsing.behavior(behavior) }
            behaviors = [behavior]
        }
        if lanes == nil, !fileNames.isEmpty {
            behaviors = (behavior.map { [$0] } ?? []) + fileNames
            guard behaviors.count <= LaneLayout.maximumCount else {
                throw ValidationError("--behavior-file: at most \(LaneLayout.maximumCount) lanes")
            }
        }
        if let lanes {
            if behavior != nil { throw ValidationError("--behavior and --lanes do not combine: name every lane's behavior in --lanes") }
            behaviors = try OptionParsing.lanes(lanes, fileNames: laneNames)
        }

        var display = RecordingDisplay()
        display.layers.showsHUD = hud ?? !filmstrip
        display.layers.showsOverlays = overlays
        display.layers.showsTimeline = timeline
        display.scale = scale
        display.appearance = try looks.resolvedAppearance()
        display.deviceFrame = looks.frame ? device : nil
        display.device = device
        return RecordRequest(
            scenario: scenario, outputPath: out, output: output, framesPerSecond: fps ?? 30, window: size,
            behaviors: behaviors, display: display, until: until)
    }

    func run() throws {
        limits.apply()
        var request = try request()
        do {
            request.behaviorFiles = try BehaviorFileLoader.load(behaviorFiles)
            request.viewScene = try ViewFileOptions.scene(viewFiles, scenario: request.scenario, window: request.window, display: request.display)
            // A capture's own behavior files (lanes that ran them); a scenario
            // that does not load is reported by the recorder.
            if let scenario = try? Scenario.load(path: ScenarioPaths.resolve(request.scenario)) {
                request.behaviorFiles += try CapturedBehaviorFiles.load(for: scenario) { printError($0) }
            }
        } catch {
            throw PlaygroundExit.badInput(error.description)
        }
        defer { request.behaviorFiles.forEach { $0.stop() } }
        defer { request.viewScene?.view.stop() }
        switch ScrollViewOption.resolve(scrollView, in: request.viewScene) {
        case let .success(id): if let id { request.viewScene?.nested.preselect(id, lane: 0) }
        case let .failure(error): throw PlaygroundExit.badInput(error.message)
        }
        let result = try Recorder.record(request)
        if let cause = Interruption.shared.cause {
            // Interrupted: the GIF holds the frames drawn so far. One line, then 130/143/129.
            throw PlaygroundExit(
                status: cause.exitStatus,
                message: "\(cause.description); \(RecordCommand.summary(result, request: request)) (the frames recorded so far)")
        }
        if let failure = request.behaviorFiles.lazy.compactMap(\.failure).first ?? request.viewScene?.view.failure {
            throw PlaygroundExit.badInput("\(failure.description); \(result.path) shows free scrolling from then on")
        }
        for lane in result.unsettledLanes {
            printError("warning: the run with \(lane) never settled; the recording stops 30 s after the scenario's last event")
        }
        // With `--out -` the PNG itself is on standard output: the summary goes to stderr.
        if request.outputPath == AtomicFileWriter.standardOutputPath {
            printError(RecordCommand.summary(result, request: request))
        } else {
            var stdout = FileDescriptorSink.standardOutput
            stdout.writeLine(RecordCommand.summary(result, request: request))
            try stdout.finish(output: "standard output")
        }
    }

    /// The line printed after a successful recording.
    static func summary(_ result: Recorder.Result, request: RecordRequest) -> String {
        let size = "\(result.width)×\(result.height) px"
        let kilobytes = "\((result.bytes + 1023) / 1024) KB"
        let seconds = "\(RenderFormat.number(result.duration, decimals: 2)) s"
        switch request.output {
        case .gif:
            return "wrote \(result.path): \(size), \(result.frames) frames at \(request.framesPerSecond) fps (\(result.images) stored), \(seconds), \(kilobytes)"
        case let .video(format):
            return "wrote \(result.path): \(format.description), \(size), \(result.frames) frames at \(request.framesPerSecond) fps, \(seconds), \(kilobytes)"
        case .png:
            let tick = Int((result.duration / result.tickLength).rounded())
            return "wrote \(result.path): \(size), the frame of tick \(tick) at \(seconds), \(kilobytes)"
        case let .filmstrip(every, _, _):
            return "wrote \(result.path): \(size), \(result.frames) tiles, one every \(every) ticks over \(seconds), \(kilobytes)"
        }
    }
}

private extension Substring {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
