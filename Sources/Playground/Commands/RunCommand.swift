import ArgumentParser
import Foundation
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import UserCodeHost
import PlaygroundStage
import PlaygroundApp

/// `playground run`: opens the window (the default subcommand).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the playground window (the default).",
        discussion: """
        Scroll with the mouse wheel, a trackpad, a left-button drag (fling on release), touch, \
        or the keyboard. Press H or F1 in the window for every key. Without a usable display \
        (neither DISPLAY nor WAYLAND_DISPLAY) it prints one line and exits with status 3; for \
        headless output use 'playground record'.
        """ + SandboxedProcess.helpText
    )

    @Option(help: "The content to scroll: rainbow (default, or the --replay scenario's), pages, thirds, status-bar, collapsible-header, feed, million (see 'playground list').")
    var preset: String?

    @Option(help: "The scroll target behavior, e.g. free, paging, view-aligned, seed-v3 (default: the preset's; see 'playground list').")
    var behavior: String?

    @Option(help: "Scroll axis: vertical, horizontal or both (default: the preset's).")
    var axis: String?

    @Option(parsing: .unconditional, help: "Number of items (default: the preset's).")
    var items: Int?

    @Option(help: "Window size in logical pixels, WxH (default: the preset's, e.g. 390x844).")
    var window: String?

    @Option(help: "Momentum decay: normal (0.998/ms), fast (0.99/ms) or a rate in (0, 1).")
    var deceleration: String = "normal"

    @Option(help: ArgumentHelp("A setup switch made at the start, as its key or a scenario entry would: NAME=VALUE with NAME a setup event type (preset, axis, deceleration, lanes) and VALUE its entry's value (repeatable; a capture writes it).", valueName: "name=value"))
    var set: [String] = []

    @Option(help: "How offsets count the top inset (seed 003): swiftui (0 at the start, iOS 14) or uikit (−inset at the start, iOS 13). (default: swiftui, or the --replay scenario's)")
    var convention: String?

    @Option(parsing: .unconditional, help: "Extra drawing scale, 1 or 2 (2 draws every logical pixel as 2×2; for HiDPI screenshots).")
    var scale: Double = 1

    @Option(help: "Feed this scenario's events into the live window, as if typed by hand.")
    var replay: String?

    @Option(help: "Record the window to this GIF file (written when the window closes).")
    var record: String?

    @Option(help: "Write one JSON line per engine tick to this file (docs/formats.md trace format).")
    var trace: String?

    @Option(help: "Capture the session as a scenario file (saved every second while the window runs, finished when it closes); 'playground trace FILE' replays it tick for tick.")
    var capture: String?

    @Option(parsing: .unconditional, help: "Close the window after this many seconds.")
    var exitAfter: Double?

    @Option(help: "Force a video driver: wayland or x11 (default: wayland when WAYLAND_DISPLAY is set, else x11).")
    var videoDriver: String?

    @Option(help: "Compare 2–4 behaviors side by side on the same input, e.g. paging,seed-v2,seed-v3 (L in the window cycles lanes).")
    var lanes: String?

    @Option(name: .customLong("behavior-file"), help: ArgumentHelp(
        "A ScrollTargetBehavior written as in SwiftUI, in a Swift file: compiled, run in its own process, reloaded when saved (repeatable; docs/behavior-files.md). Its lane is named after the file; with --behavior NAME too, lanes compare them. FILE.swift=EXPR constructs it as an app does: 'snap.swift=SnapScrollBehavior(step: 10)'.",
        valueName: "file.swift[=EXPR]"))
    var behaviorFiles: [String] = []

    @Option(name: .customLong("view-file"), help: ArgumentHelp(
        "A SwiftUI view in a Swift file, scrolled instead of a preset: compiled, run in its own process, reloaded when saved (repeatable: the files compile together; docs/view-files.md). Shows the first #Preview, or FILE.swift=#Preview(\"NAME\"), or FILE.swift=EXPR (e.g. 'Carousel.swift=CarouselView(count: 12)'), or the file's one View made with init(). Its lane is 'view' (its own .scrollTargetBehavior) unless --behavior or --lanes names others.",
        valueName: "file.swift[=VIEW]"))
    var viewFiles: [String] = []

    @Option(name: .customLong("scroll-view"), help: ArgumentHelp(
        "Start with this scroll view of the view file selected (its .id, else its path in the view tree): the keys act on it and the HUD names it.",
        valueName: "id"))
    var scrollView: String?

    @OptionGroup(title: "Behavior file limits") var limits: BehaviorLimitOptions

    @Flag(help: "Start with the target overlays shown (O toggles them).")
    var overlays = false

    @Flag(help: "Start with the timeline shown (T toggles it).")
    var timeline = false

    @Option(help: "Save a PNG of the last frame to this file when the window closes.")
    var screenshot: String?

    @Option(help: "Directory where C / F12 save screenshots.")
    var screenshotDir: String = "."

    @Flag(help: "Start with the help overlay shown (H or F1 toggles it).")
    var showHelp = false

    @Option(help: "Start in slow motion: 1, 0.5, 0.25 or 0.1 (S cycles through them).")
    var speed: Double = 1

    @Flag(help: "Start with the HUD hidden (U toggles it).")
    var noHud = false

    @Flag(help: "Start without scroll indicators (I toggles them).")
    var noIndicators = false

    func validate() throws {
        _ = try resolvedOptions()
    }

    /// The validated options.
    @OptionGroup var looks: LooksOptions

    /// The window's options; `viewScene` is the loaded `--view-file` scene
    /// (before it is loaded, a placeholder preset stands in for it).
    func resolvedOptions(viewScene: ViewFileScene? = nil) throws -> WindowOptions {
        var scenario: Scenario?
        if let replay {
            do {
                scenario = try ScenarioPaths.load(replay, viewGiven: !viewFiles.isEmpty)
            } catch {
                throw ValidationError("--replay: \(error.description)")
            }
        }
        let preset = try viewScene?.preset ?? (viewFiles.isEmpty ? OptionParsing.preset(self.preset ?? scenario?.preset ?? "rainbow") : PresetCatalog.rainbow)
        let fileNames = behaviorFiles.map(HostedScrollTargetBehavior.behaviorName(forFile:))
        let laneNames = fileNames + ViewFileOptions.laneNames(viewFiles.isEmpty ? (scenario?.view.map { [$0] } ?? []) : viewFiles)
        guard Set(fileNames).count == fileNames.count else {
            throw ValidationError("--behavior-file: two files have the same name (\(fileNames.joined(separator: ", "))); lanes are named after the files")
        }
        var behaviorName = behavior ?? (viewFiles.isEmpty ? scenario?.behavior : nil) ?? preset.defaultBehavior
        if let first = fileNames.first, behavior == nil { behaviorName = first }
        if !laneNames.contains(behaviorName) { _ = try OptionParsing.behavior(behaviorName) }
        let axes = try axis.map { try OptionParsing.axes($0) } ?? (viewFiles.isEmpty ? scenario?.axes : nil) ?? preset.axes
        if let items, items < 0 || items > 10_000_000 {
            throw ValidationError("--items must be between 0 and 10000000 (got \(items))")
        }
        let device = try looks.resolvedDevice(window: window)
        let size = try device?.size ?? window.map { try OptionParsing.size($0, option: "--window", scale: scale) } ?? scenario?.window ?? preset.defaultWindow
        if window == nil, let scenarioWindow = scenario?.window,
           !FrameBounds.allows(width: scenarioWindow.width * scale, height: scenarioWindow.height * scale) {
            // A scenario's window is bounded like --window (a replayed capture of a huge window).
            throw ValidationError("--replay: the scenario's window \(Int(scenarioWindow.width))×\(Int(scenarioWindow.height))\(scale == 1 ? "" : " at --scale \(Int(scale))") is too large: \(FrameBounds.limitDescription)")
        }
        let rate = try OptionParsing.deceleration(deceleration)
        var offsetConvention = scenario?.convention ?? .swiftUI
        if let convention {
            guard let parsed = OffsetConvention(rawValue: convention) else {
                throw ValidationError("--convention must be swiftui or uikit (got '\(convention)')")
            }
            offsetConvention = parsed
        }
        guard scale == 1 || scale == 2 || scale == 3 else {
            throw ValidationError("--scale must be 1, 2 or 3 (got \(OptionParsing.describe(scale)))")
        }
        if let exitAfter { _ = try OptionParsing.positive(exitAfter, option: "--exit-after") }
        var driver: DisplayEnvironment.Driver?
        if let videoDriver {
            guard let d = DisplayEnvironment.Driver(rawValue: videoDriver) else {
                throw ValidationError("--video-driver must be wayland or x11 (got '\(videoDriver)')")
            }
            driver = d
        }
        if let record, !record.lowercased().hasSuffix(".gif") {
            throw ValidationError("--record must name a .gif file (got '\(record)')")
        }
        var laneBehaviors: [String] = []
        if let lanes {
            laneBehaviors = try OptionParsing.lanes(lanes, fileNames: laneNames)
        } else if !fileNames.isEmpty {
            // --behavior NAME beside the files, then each file: one lane each.
            laneBehaviors = (behavior.map { [$0] } ?? []) + fileNames
            guard laneBehaviors.count <= LaneLayout.maximumCount else {
                throw ValidationError("--behavior-file: at most \(LaneLayout.maximumCount) lanes (got \(laneBehaviors.joined(separator: ", ")))")
            }
            if laneBehaviors.count == 1 { laneBehaviors = [] }
        } else if let scenario, scenario.lanes.count > 1, behavior == nil {
            laneBehaviors = scenario.lanes      // a captured lanes session replays its lanes
        }
        guard let playbackSpeed = PlaybackSpeed.all.first(where: { $0.factor == speed }) else {
            throw ValidationError("--speed must be 1, 0.5, 0.25 or 0.1 (got \(speed))")
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".png") {
            throw ValidationError("--screenshot must name a .png file (got '\(screenshot)')")
        }
        // Every output is checked before the window opens: a bad path fails
        // now (exit 2), not after the recording, and never costs another output.
        if let record { try OutputPath.check(record, option: "--record") }
        if let trace { try OutputPath.check(trace, option: "--trace", allowsStandardOutput: true) }
        if let screenshot { try OutputPath.check(screenshot, option: "--screenshot") }
        if let capture {
            try OutputPath.check(capture, option: "--capture")
            // A capture is a scenario file: JSON, whatever the name says.
            let suffix = (capture as NSString).pathExtension.lowercased()
            if !suffix.isEmpty, suffix != "json" {
                throw ValidationError("--capture: \(capture): a capture is a scenario (JSON), not .\(suffix); name a .json file")
            }
        }
        try OutputPath.checkDirectory(screenshotDir, option: "--screenshot-dir")
        var options = WindowOptions(
            preset: preset, behaviorName: behaviorName, axes: axes,
            itemCount: items ?? (viewFiles.isEmpty ? scenario?.items : nil) ?? preset.defaultItemCount, windowSize: size, deceleration: rate,
            scale: scale, replayPath: replay, recordPath: record, tracePath: trace,
            exitAfter: exitAfter, videoDriver: driver,
            layers: FrameModel.Layers(
                showsHUD: !noHud, showsIndicators: !noIndicators, showsOverlays: overlays, showsTimeline: timeline,
                showsHelp: showHelp),
            laneBehaviors: laneBehaviors, screenshotPath: screenshot, screenshotDirectory: screenshotDir,
            replayEvents: scenario?.inputEvents ?? [], speed: playbackSpeed,
            convention: offsetConvention, capturePath: capture
        )
        options.appearance = try looks.resolvedAppearance()
        options.deviceFrame = looks.frame ? device : nil
        // A device's safe area insets the content (it scrolls under the status bar), whatever the preset.
        options.safeArea = device?.safeArea ?? scenario?.safeArea ?? .zero
        // A view file lays itself out inside the device's safe area (its host is told it).
        if viewScene != nil { options.safeArea = .zero }
        options.viewScene = viewScene
        // Every input (for every lane or one) and setup switch, in file order.
        if let scenario {
            options.replayEvents = []
            options.replayItems = scenario.eventItems
        }
        // `--set`: each switch's value is read by its own scenario descriptor.
        var switches: [ScenarioStreamItem] = []
        for text in set {
            do {
                switches.append(.setup(time: 0, kind: try ScenarioEvent.Kind.setupSwitch(text), lane: nil))
            } catch {
                throw ValidationError(error.description)
            }
        }
        options.replayItems = switches + options.replayItems
        return options
    }

    func run() throws {
        limits.apply()
        var options = try resolvedOptions()
        let display = DisplayEnvironment.detect(forced: options.videoDriver)
        guard !display.candidates.isEmpty else {
            throw PlaygroundExit.environment(
                "no display: \(display.explanation); the window cannot open (use 'playground record' for headless output)")
        }
        do {
            options.behaviorFiles = try BehaviorFileSet(paths: behaviorFiles)
        } catch {
            throw PlaygroundExit.badInput(error.description)
        }
        // --view-file, else a replayed scenario's own "view".
        let replayed = replay.flatMap { try? ScenarioPaths.load($0) }
        let views = viewFiles.isEmpty ? (replayed?.view.map { [$0] } ?? []) : viewFiles
        if viewFiles.isEmpty, let replayed, let warning = ViewFileScene.changeWarning(for: replayed) { printError(warning) }
        if !views.isEmpty {
            let device = try looks.resolvedDevice(window: window)
            let scene: ViewFileScene
            do {
                scene = try ViewFileScene.load(
                    views, screen: options.windowSize, safeArea: device?.safeArea ?? .zero, isDark: options.appearance == .dark,
                    convention: options.convention)
            } catch {
                throw PlaygroundExit.badInput(error.description)
            }
            switch ScrollViewOption.resolve(scrollView, in: scene) {
            case let .success(id): if let id { scene.nested.preselect(id, lane: 0) }
            case let .failure(error):
                scene.view.stop()
                throw PlaygroundExit.badInput(error.message)
            }
            let files = options.behaviorFiles
            options = try resolvedOptions(viewScene: scene)
            options.behaviorFiles = files
        }
        if scrollView != nil, views.isEmpty {
            throw PlaygroundExit.badInput("--scroll-view \(scrollView!): it needs a view file (--view-file, or a replayed scenario's \"view\")")
        }
        let app = try PlaygroundApp(options: options, drivers: display.candidates)
        try app.run()
    }
}
