import ArgumentParser
import Foundation
import ScrollKitCore

/// `playground behavior-host LIBRARY` (hidden): the process a compiled
/// `--behavior-file` runs in, so that its trap or endless loop ends only this
/// process (`HostedScrollTargetBehavior` starts and watches it).
///
/// It loads LIBRARY, finds the entry point `BehaviorCompiler` generated
/// (`scrollkit_behavior_update_v2`), prints `{"ready": true}`, then answers
/// each stdin line, a probe context (docs/formats.md, "Probe lines"), with
/// one line `{"rect": [x, y, w, h], "anchor": null}` in exact numbers
/// (`BehaviorHostMessage`), or `{"error": "line N: …"}` for a bad line. It
/// exits 0 at end of input, 2 when LIBRARY cannot be loaded.
struct BehaviorHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "behavior-host",
        abstract: "Run a compiled behavior file for the playground (internal).",
        shouldDisplay: false
    )

    @Argument(help: "The compiled behavior library.")
    var library: String

    typealias Entry = @convention(c) (UnsafeMutablePointer<Double>, UnsafePointer<Double>?, Int) -> Void

    /// Ends this process when the playground that started it is gone (its
    /// parent changes), even while the behavior loops and never reads stdin
    /// again: checked every 0.2 s on a thread of its own.
    static func exitWhenOrphaned() {
        let parent = getppid()
        let watchdog = Thread {
            while getppid() == parent { usleep(200_000) }
            _exit(0)
        }
        watchdog.start()
    }

    func run() throws {
        var out = FileDescriptorSink.standardOutput
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            out.writeLine("{\"error\": \(JSONWriter.quote("cannot load \(library): \(reason)"))}")
            out.flush()
            throw ExitCode(PlaygroundExit.badInputStatus)
        }
        guard let symbol = dlsym(handle, BehaviorCompiler.entryPointSymbol) else {
            out.writeLine("{\"error\": \(JSONWriter.quote("\(library) has no \(BehaviorCompiler.entryPointSymbol)"))}")
            out.flush()
            throw ExitCode(PlaygroundExit.badInputStatus)
        }
        let entry = unsafeBitCast(symbol, to: Entry.self)
        Self.exitWhenOrphaned()
        out.writeLine("{\"ready\": true}")
        out.flush()
        var io = [Double](repeating: 0, count: 16)
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            do {
                let request = try ProbeRequest(line: line)
                io[0] = Double(request.axes.rawValue)
                io[1] = request.containerSize.width
                io[2] = request.containerSize.height
                io[3] = request.contentSize.width
                io[4] = request.contentSize.height
                io[5] = request.originalOffset.x
                io[6] = request.originalOffset.y
                io[7] = request.proposedOffset.x
                io[8] = request.proposedOffset.y
                io[9] = request.velocity.dx
                io[10] = request.velocity.dy
                io[11] = request.releaseOffset == nil ? 0 : 1
                io[12] = request.releaseOffset?.x ?? 0
                io[13] = request.releaseOffset?.y ?? 0
                let frames = (request.targets ?? []).flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
                frames.withUnsafeBufferPointer { targets in
                    io.withUnsafeMutableBufferPointer { entry($0.baseAddress!, targets.baseAddress, frames.count / 4) }
                }
                let anchor = io[4] != 0 ? (io[5], io[6]) : nil
                out.writeLine(BehaviorHostMessage.answer(rect: Array(io[0..<4]), anchor: anchor))
            } catch {
                out.writeLine("{\"error\": \(JSONWriter.quote("line \(lineNumber): \(error.message)"))}")
            }
            out.flush()
        }
    }
}
