import Foundation
import Testing
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// How the playground's side of the channel reads a view host that
/// answers a `ViewHostFrame` request badly (the messages themselves:
/// ScrollKitCoreTests' `ViewHostProtocolTests`): a stand-in host (a shell script started
/// as the real host is, sandboxed) answers one frame request as its mode,
/// the script's library argument, says.
@Suite struct ViewHostFrameTests {
    /// A stand-in host: ready, reads one 71-byte frame (a layout request),
    /// then answers as `mode` says.
    static func connection(_ mode: String) throws -> BehaviorHostConnection {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-frame-host-\(getpid())-\(mode)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let script = "\(directory)/host.sh"
        try Tools.writeExecutable("""
            #!/bin/sh
            printf '{"ready": true}\\n' >&3
            head -c 71 <&3 > /dev/null
            case "$2" in
              ok) printf '\\000L\\003\\000\\000\\000abc' >&3 ;;
              garbage) printf 'garbage\\n' >&3 ;;
              error-line) printf '{"error": "line 1: no layout"}\\n' >&3 ;;
              huge) printf '\\000L\\377\\377\\377\\177' >&3 ;;
              big) { printf '\\000L\\000\\000\\040\\000'; head -c 2097152 /dev/zero; } >&3 ;;
              short) printf '\\000L\\100\\000\\000\\000abc' >&3 ;;
              die) exit 3 ;;
            esac
            sleep 30
            """, to: script)
        return try BehaviorHostConnection(executable: script, library: mode, output: BehaviorOutput(label: "host.sh", echo: false), startupTimeout: 20)
    }

    static let request = ViewLayoutRequest(size: Size(width: 390, height: 844)).frame

    @Test func aFrameAnswerIsReadWhole() throws {
        let host = try Self.connection("ok")
        defer { host.terminate() }
        let answer = try host.exchange(frame: Self.request, timeout: 20)
        #expect(answer.kind == ViewHostFrame.Kind.layout.rawValue)
        #expect(answer.payload == Array("abc".utf8))
    }

    @Test func aLineInsteadOfAFrameIsABadAnswerNamingIt() throws {
        for (mode, message) in [("garbage", "garbage"), ("error-line", "line 1: no layout")] {
            let host = try Self.connection(mode)
            defer { host.terminate() }
            do {
                _ = try host.exchange(frame: Self.request, timeout: 20)
                Issue.record("\(mode): no failure")
            } catch {
                guard case let .badAnswer(said) = error else { Issue.record("\(mode): \(error)"); continue }
                #expect(said == message)
            }
        }
    }

    @Test func aFrameOfTwoMegabytesIsReadWhole() throws {
        // A screen with a 1 MB text answers about that much: real content, not a flood.
        let host = try Self.connection("big")
        defer { host.terminate() }
        let answer = try host.exchange(frame: Self.request, timeout: 20)
        #expect(answer.kind == ViewHostFrame.Kind.layout.rawValue)
        #expect(answer.payload.count == 2 << 20)
    }

    @Test func aFrameLongerThanTheLimitStopsTheHost() throws {
        let host = try Self.connection("huge")
        do {
            _ = try host.exchange(frame: Self.request, timeout: 20)
            Issue.record("no failure")
        } catch {
            guard case let .badAnswer(said) = error else { Issue.record("\(error)"); return }
            #expect(said == "an answer longer than 64 MB (the most a view's host may send for one request)")
        }
        #expect(kill(host.pid, 0) != 0)  // gone
    }

    @Test func aShortFrameTimesOutAndADeadHostIsNamed() throws {
        let short = try Self.connection("short")
        do {
            _ = try short.exchange(frame: Self.request, timeout: 1)
            Issue.record("no failure")
        } catch {
            guard case let .timedOut(seconds) = error else { Issue.record("\(error)"); return }
            #expect(seconds == 1)
        }
        let dead = try Self.connection("die")
        do {
            _ = try dead.exchange(frame: Self.request, timeout: 20)
            Issue.record("no failure")
        } catch {
            guard case let .exited(description, _) = error else { Issue.record("\(error)"); return }
            #expect(description == "exited with status 3")
        }
    }
}
