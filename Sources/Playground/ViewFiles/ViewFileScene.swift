import Foundation
import ScrollKitCore

/// A `--view-file` set as a scene the playground scrolls: its compiled view
/// running in a host, a preset named after the first file (what scenarios
/// and the HUD name; registered in `UserCatalog`), and the behavior `view`
/// (the view's own `.scrollTargetBehavior`, also registered).
///
/// The preset's axes, insets and starting behavior come from the view's
/// outermost `ScrollView` laid out on `screen`; its layout is a
/// `ViewContentLayout`, drawn from the host's display list
/// (`SceneRenderer.drawView`).
final class ViewFileScene: @unchecked Sendable {
    let view: HostedView
    let preset: Preset
    /// The outermost scroll view as first laid out, nil when the view has none.
    let scroll: HostedScrollView?

    /// Starts the host for `compiled` and registers the scene for `screen`
    /// (points), `safeArea` and appearance.
    init(view: HostedView, screen: Size, safeArea: EdgeInsets, isDark: Bool) {
        self.view = view
        let request = ViewLayoutRequest(size: screen, safeArea: safeArea, isDark: isDark)
        let first = ViewContentLayout(view: view, request: request)
        scroll = first.scroll
        let name = Self.presetName(for: view.compiled.files[0])
        let axes = scroll?.axes ?? .vertical
        preset = Preset(
            name: name, summary: "the view \(view.compiled.label) of \(view.compiled.files.joined(separator: ", "))",
            axes: axes.isEmpty ? .vertical : axes, defaultItemCount: first.itemCount,
            defaultBehavior: ViewOwnBehavior.laneName, defaultWindow: screen,
            contentInsets: scroll?.contentInsets ?? .zero, style: PresetCatalog.rainbow.style
        ) { [view] _, _, container in
            var request = request
            request.size = container
            return ViewContentLayout(view: view, request: request)
        }
        UserCatalog.register(preset)
        let declared = scroll?.behavior ?? .none
        UserCatalog.register(behavior: ViewOwnBehavior.laneName) { [view] in ViewOwnBehavior(declared: declared, view: view) }
    }

    /// Compiles (or takes from the cache) the files of `arguments`, starts the host and registers the scene.
    static func load(_ arguments: [String], screen: Size, safeArea: EdgeInsets = .zero, isDark: Bool = false,
                     reportsWarnings: Bool = true) throws(BehaviorFileError) -> ViewFileScene {
        let views = try ViewSourceSet(arguments: arguments)
        let toolchain = try BehaviorToolchain.locate(for: views.files[0].path)
        let compiled = try BehaviorCompiler(toolchain: toolchain).compile(views)
        if reportsWarnings {
            for warning in compiled.warnings { printError("playground: \(warning)") }
        }
        let view = try HostedView(compiled: compiled, toolchain: toolchain)
        let scene = ViewFileScene(view: view, screen: screen, safeArea: safeArea, isDark: isDark)
        if let failure = view.failure { throw failure }
        return scene
    }

    /// `dir/Carousel.swift=CarouselView()` → `Carousel.swift`.
    static func presetName(for argument: String) -> String {
        (BehaviorFileSpec(argument).path as NSString).lastPathComponent
    }

    /// `scenario` with this scene in place of its preset: the scene's axes,
    /// insets and item count, and (unless `keepsBehavior`) the behavior `view`.
    func apply(to scenario: inout Scenario, keepsBehavior: Bool = false) {
        scenario.preset = preset.name
        scenario.axes = preset.axes
        scenario.items = preset.defaultItemCount
        scenario.insets = preset.contentInsets
        if !keepsBehavior { scenario.behavior = ViewOwnBehavior.laneName }
    }
}
