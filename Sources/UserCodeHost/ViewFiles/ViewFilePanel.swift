import ScrollKitCore
import PlaygroundRender

/// What the window says about a `--view-file` over every lane that shows
/// it, as `BehaviorFilePanel` does for behavior files: a badge in the
/// lane's label strip ("crashed", "compiling…", "compile error") and the
/// red panel at the bottom of the lane once its host died (a trap, a
/// signal, a limit, a stack overflow, an oversize answer, a call that did
/// not return in time): the file, the cause in the runtime's words, and
/// what to do (R restarts the host at the head tick with the lane's state,
/// a save compiles and starts the new version), then the last lines the
/// view printed. A save that does not compile and a compile in progress
/// are shown the same way while the running version goes on.
package struct ViewFilePanel {
    /// The key that restarts a failed view, as the panel names it.
    private static let restartKey = "R"

    /// The badge for `scene`, or nil while it runs normally.
    package static func badge(for scene: ViewFileScene) -> (text: String, color: RGBColor)? {
        if let seconds = waitingSeconds(scene) { return ("waiting for the view \(seconds) s", RGBColor(hex: 0xFFD60A)) }
        if scene.isReloading { return ("compiling…", RGBColor(hex: 0xFFD60A)) }
        if scene.compileError != nil { return ("compile error", BehaviorFilePanel.errorColor) }
        if scene.view.failure != nil { return ("crashed", BehaviorFilePanel.errorColor) }
        return nil
    }

    /// The panel's lines, empty when there is nothing to say.
    package static func lines(for scene: ViewFileScene) -> [String] {
        var lines: [String] = []
        let path = BehaviorFileSpec(scene.arguments[0]).path
        if let error = scene.compileError {
            let errors = error.diagnostics.filter { $0.severity == .error }
            lines = ["\(path) does not compile; the previous version keeps running"] + (errors.isEmpty ? [error.message] : errors.map(\.description))
        } else if scene.isReloading {
            lines = ["compiling \(path)… (at most \(BehaviorLimits.current.compileSeconds) s)"]
        }
        let view = scene.view
        if let seconds = waitingSeconds(scene), seconds >= 1 {
            lines += [
                "\(view.compiled.label) has not answered for \(seconds) s; the window goes on with its last picture",
                "at \(TraceNumber.format(view.callTimeout)) s it is stopped and shown here",
            ]
        }
        if scene.compileError == nil, let failure = view.failure {
            lines += [
                failure.description,
                "press \(restartKey) to restart the view at this tick with the lane's state, or save the file to run the new version",
            ]
        }
        // What the view printed, without the runtime's stack trace of its crash (the cause is above).
        let printed = view.output.recentLines.filter { !isCrashReport($0) }
        if !lines.isEmpty, !printed.isEmpty {
            lines += ["\(view.compiled.label) printed:"] + printed.map { "  \($0)" }
        }
        return lines
    }

    /// A line of the runtime's own report of a crash (its fatal error, the
    /// "Current stack trace:" head and the frames under it: `45  playground
    /// 0x000055… <unavailable> + 2783724`), not something the view printed.
    static func isCrashReport(_ line: String) -> Bool {
        if line.contains("Fatal error:") || line.contains("Current stack trace:") { return true }
        let trimmed = line.drop { $0 == " " }
        return trimmed.first?.isNumber == true && line.contains(" 0x")
    }

    /// Whole seconds the host has been working on a tick it has not answered, nil when it is not.
    static func waitingSeconds(_ scene: ViewFileScene) -> Int? {
        guard scene.isWaiting, let since = scene.view.waitingSince else { return nil }
        return Int(SandboxedProcess.monotonicNow() - since)
    }

    /// What the panel says at this moment: the window draws a new frame when it changes.
    package static func state(of scene: ViewFileScene?) -> String {
        guard let scene else { return "" }
        return ([badge(for: scene)?.text ?? ""] + lines(for: scene)).joined(separator: "\n")
    }

    /// Draws the badge and panel of `scene` over every lane of `frames`.
    package func draw(scene: ViewFileScene, frames: [LaneLayout.Frame], on canvas: Canvas) {
        let badge = Self.badge(for: scene)
        let lines = Self.lines(for: scene)
        let head = scene.compileError != nil || scene.view.failure != nil ? BehaviorFilePanel.errorColor : RGBColor(hex: 0xFFD60A)
        for frame in frames {
            if let badge { BehaviorFilePanel.drawBadge(badge.text, color: badge.color, in: frame, on: canvas) }
            if !lines.isEmpty { BehaviorFilePanel.drawPanel(lines, warningCount: 0, head: head, in: frame, on: canvas) }
        }
    }

    /// The memberwise initializer, for the modules above this one.
    package init() {}
}
