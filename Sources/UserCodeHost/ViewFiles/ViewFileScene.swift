import Foundation
import PlaygroundMedia
import ScrollKitCore

/// A `--view-file` set as a scene the playground scrolls: its compiled view
/// running in a host, a preset named after the first file (what scenarios
/// and the HUD name) and the behavior `view` (the view's own
/// `.scrollTargetBehavior`), both in the run's `catalog`.
///
/// The preset's axes, insets and starting behavior come from the view's
/// outermost `ScrollView` laid out on `screen`; its layout is a
/// `ViewContentLayout`, drawn from the host's display list
/// (`SceneRenderer.drawView`).
///
/// **Hot reload** (the window): `poll(wall:)` reads the files at most every
/// `checkInterval` seconds; when a text changed, a background thread
/// compiles the set and starts a new host; the next poll swaps it in and
/// stops the old one. The view's `@State` starts afresh (a new host), as
/// Xcode's previews do; the engines keep their offsets and read the new
/// content size and targets on their next tick. A version that does not
/// compile leaves the running one in place (`compileError` says why).
package final class ViewFileScene: @unchecked Sendable {
    package let arguments: [String]
    /// The outermost scroll view as first laid out, nil when the view has none.
    package let scroll: HostedScrollView?
    /// The engines of the nested scroll views, per lane.
    package let nested: NestedScrollViews
    package var checkInterval = 0.25
    let lock = NSLock()
    var current: HostedView
    let toolchain: BehaviorToolchain
    private var lastTexts: [String]
    private var lastCheck = -Double.infinity
    private var pending: Result<HostedView, BehaviorFileError>?
    var isCompiling = false
    /// The failed host whose failure was printed last.
    private weak var reportedFailure: HostedView?
    /// Successful reloads so far.
    package private(set) var reloadCount = 0
    /// Why the newest saved version does not compile, nil once it does.
    private(set) var compileError: BehaviorFileError?

    /// The running version's host.
    package var view: HostedView { lock.withLock { current } }

    /// The scene of `view` for `screen` (points), `safeArea`, appearance and offset convention
    /// (`.uiKit`: the scroll view under the safe area, whose insets become the preset's content insets).
    /// `view.stop()` ends the host: commands stop it when they finish.
    init(arguments: [String], view: HostedView, toolchain: BehaviorToolchain, screen: Size, safeArea: EdgeInsets, isDark: Bool,
                 convention: OffsetConvention = .swiftUI) {
        self.arguments = arguments
        current = view
        self.toolchain = toolchain
        lastTexts = Self.texts(of: arguments)
        screenRequest = ViewLayoutRequest(size: screen, safeArea: safeArea, isDark: isDark, convention: convention)
        scroll = view.layout(screenRequest)?.scrollViews.first
        nested = NestedScrollViews(initial: view.layout(screenRequest)?.scrollViews ?? [])
    }

    /// The built-in catalogs with this scene's preset and its behavior
    /// `view`: what a run of this scene names them by. The catalog keeps
    /// the scene (and its host) as long as it is held.
    package var catalog: Catalog {
        let declared = scroll?.behavior ?? .none
        return Catalog.builtIn.adding(preset).adding(behavior: ViewOwnBehavior.laneName) { [self] in
            ViewOwnBehavior(declared: declared, scene: self)
        }
    }

    /// The screen as first laid out.
    let screenRequest: ViewLayoutRequest
    /// Each lane's view events by tick (`events(lane:tick:)`).
    var eventsByLane: [Int: [Int: [HostedViewEvent]]] = [:]
    /// Taps waiting for their lane's next tick.
    var taps: [Int: Point] = [:]
    /// The tick request each lane's host has not answered yet (the window's frame went on).
    var waiting: [Int: ViewTickRequest] = [:]
    /// The lanes whose pointer went down outside the outermost scroll view (`ViewFileScene+Viewport`).
    var pointersOutside: Set<Int> = []
    /// The container the newest tick laid the view out on.
    var storedTickedScreen: Size?
    /// The appearance set since loading (`setAppearance`), nil: the one loaded with.
    var storedIsDark: Bool?
    /// Every request the running host answered, when the stage travels in
    /// time (`keepForTimeTravel()`, the window); nil: not kept (`record`,
    /// `trace`, `qa`).
    var requestLog: ViewRequestLog?
    /// Each lane's newest tick as the stage's history keeps it
    /// (`newestTick(lane:)`), when the stage travels in time.
    var newestTicks: [Int: (tick: Int, kept: ViewLaneTick)] = [:]
    /// Each lane's next scheduled engine time after its newest tick
    /// (infinity: nothing scheduled); no entry: the lane has not ticked
    /// in the running host.
    var nextTimes: [Int: Double] = [:]
    /// The last kept answer decoded for drawing, by lane (`keptLayout(_:lane:)`).
    var decodedAnswers: [Int: (answer: [UInt8], layout: HostedViewLayout)] = [:]
    /// The container the newest tick laid the view out on, nil before the first.
    var tickedScreen: Size? {
        get { lock.withLock { storedTickedScreen } }
    }

    /// The scene as a preset: named after the first file, the axes, insets
    /// and targets of the outermost scroll view, the behavior `view`.
    package var preset: Preset {
        let axes = scroll?.axes ?? .vertical
        let request = screenRequest
        let compiled = view.compiled
        return Preset(
            name: Self.presetName(for: arguments[0]),
            summary: "the view \(compiled.label) of \(compiled.files.joined(separator: ", "))",
            axes: axes.isEmpty ? .vertical : axes, defaultItemCount: scroll?.targets.count ?? 0,
            defaultBehavior: ViewOwnBehavior.laneName, defaultWindow: request.size,
            contentInsets: scroll?.contentInsets ?? .zero, style: PresetCatalog.rainbow.style
        ) { [self] _, _, container in
            var sized = request
            sized.size = container
            return ViewContentLayout(scene: self, request: sized)
        }
    }

    /// Compiles (or takes from the cache) the files of `arguments` and starts the host.
    /// `toolchain`: where the compiler, module and host are (found from the environment when nil).
    package static func load(_ arguments: [String], screen: Size, safeArea: EdgeInsets = .zero, isDark: Bool = false,
                     convention: OffsetConvention = .swiftUI,
                     toolchain: BehaviorToolchain? = nil, reportsWarnings: Bool = true) throws(BehaviorFileError) -> ViewFileScene {
        let (view, toolchain) = try start(arguments, toolchain: toolchain, reportsWarnings: reportsWarnings)
        let scene = ViewFileScene(
            arguments: arguments, view: view, toolchain: toolchain, screen: screen, safeArea: safeArea, isDark: isDark, convention: convention)
        if let failure = view.failure { throw failure }
        return scene
    }

    private static func start(_ arguments: [String], toolchain known: BehaviorToolchain? = nil, reportsWarnings: Bool) throws(BehaviorFileError) -> (HostedView, BehaviorToolchain) {
        let views = try ViewSourceSet(arguments: arguments)
        let toolchain: BehaviorToolchain
        if let known { toolchain = known } else { toolchain = try BehaviorToolchain.locate(for: views.files[0].path) }
        let compiled = try BehaviorCompiler(toolchain: toolchain).compile(views)
        if reportsWarnings {
            for warning in compiled.warnings { printError("playground: \(warning)") }
        }
        return (try HostedView(compiled: compiled, toolchain: toolchain), toolchain)
    }

    /// `dir/Carousel.swift=CarouselView()` → `Carousel.swift`.
    package static func presetName(for argument: String) -> String {
        (BehaviorFileSpec(argument).path as NSString).lastPathComponent
    }

    /// `scenario` with this scene in place of its preset: the scene's axes,
    /// insets and item count, no safe area of its own (the view's host
    /// lays out inside the device's; under the `.uiKit` convention the
    /// insets hold the part of it the scroll view covers), and (unless `keepsBehavior`, or the
    /// scenario names its own view and so its behavior) the behavior `view`.
    package func apply(to scenario: inout Scenario, keepsBehavior: Bool = false) {
        scenario.preset = preset.name
        scenario.axes = preset.axes
        scenario.items = preset.defaultItemCount
        scenario.insets = preset.contentInsets
        scenario.safeArea = .zero
        scenario.insetsAreContentMargins = true
        // A scenario that names its own view chose its behavior (`view` unless it said otherwise).
        if !keepsBehavior, scenario.view == nil { scenario.behavior = ViewOwnBehavior.laneName }
    }

    // MARK: Hot reload

    /// Applies a finished reload and starts one when a file changed; true
    /// when the view was replaced or its host's failure is new.
    package func poll(wall: Double) -> Bool {
        var reloaded = false
        if let result = lock.withLock({ () -> Result<HostedView, BehaviorFileError>? in defer { pending = nil }; return pending }) {
            switch result {
            case let .success(next):
                let old = lock.withLock { () -> HostedView in
                    let old = current
                    current = next
                    return old
                }
                old.stop()
                // The new host's history starts now: a branch replays from here.
                lock.withLock {
                    requestLog?.clear()
                    nextTimes = [:]
                }
                reloadCount += 1
                compileError = nil
                reloaded = true
                printError("playground: \(arguments[0]): reloaded (\(next.compiled.wasCached ? "cached" : "compiled"))")
            case let .failure(error):
                compileError = error
                printError("playground: \(error.description)")
            }
        }
        // A host that died is said once on stderr too (the window's panel shows it).
        let running = view
        if let failure = running.failure, reportedFailure !== running {
            reportedFailure = running
            printError("playground: \(failure.description)")
            reloaded = true
        }
        guard wall - lastCheck >= checkInterval else { return reloaded }
        lastCheck = wall
        let texts = Self.texts(of: arguments)
        guard texts != lastTexts, !lock.withLock({ isCompiling }) else { return reloaded }
        lastTexts = texts
        lock.withLock { isCompiling = true }
        let (arguments, toolchain) = (self.arguments, self.toolchain)
        let thread = Thread { [weak self] in
            let result: Result<HostedView, BehaviorFileError>
            do throws(BehaviorFileError) {
                result = .success(try Self.start(arguments, toolchain: toolchain, reportsWarnings: true).0)
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.lock.withLock {
                self.pending = result
                self.isCompiling = false
            }
        }
        thread.start()
        return reloaded
    }

    /// Blocks until a reload in progress has finished (tests).
    package func waitForReload(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while lock.withLock({ isCompiling }), Date() < deadline { usleep(10_000) }
        return !lock.withLock { isCompiling }
    }

    private static func texts(of arguments: [String]) -> [String] {
        arguments.map { argument in
            let path = BehaviorFileSpec(argument).path
            return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }
}
