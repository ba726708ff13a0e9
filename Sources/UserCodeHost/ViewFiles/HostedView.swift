import Foundation
import PlaygroundMedia
import ScrollKitCore

/// A user's compiled view set, running in its own host process (the same
/// sandboxed host as a behavior file: `BehaviorHostConnection`), asked for
/// layouts by the lanes that show it and for targets by its own custom
/// `.scrollTargetBehavior`.
///
/// The last layouts are kept (up to `keptLayouts`, for the lanes' measuring
/// and drawing requests): asking again with an equal request costs no round
/// trip (the window draws every frame; the engines move less often).
/// When the host fails, `failure` says why (naming the file) and layouts
/// are empty from then on. Calls are serialized by a lock.
package final class HostedView: @unchecked Sendable {
    package let compiled: CompiledView
    package let callTimeout: Double
    package let output: BehaviorOutput
    private let lock = NSLock()
    private var connection: BehaviorHostConnection?
    private var storedFailure: BehaviorFileError?
    private var kept: [ViewLayoutRequest: HostedViewLayout] = [:]
    private static let keptLayouts = 16
    private var storedLayoutCount = 0
    /// The layouts of the latest ticks, by the drawing request they answer
    /// (what the view looked like at that offset with its state then), the
    /// oldest dropped beyond `keptTicks`.
    private var ticked: [ViewLayoutRequest: HostedViewLayout] = [:]
    private var tickedOrder: [ViewLayoutRequest] = []
    private static let keptTicks = 64
    /// The newest tick's outermost scroll view (its content size and
    /// targets follow the view's state), nil before the first tick.
    private var newestScroll: HostedScrollView?
    /// The newest tick's layout: what is drawn while the host works on the next.
    private var newestLayout: HostedViewLayout?
    /// The tick request sent and not yet answered, with its sending time (monotonic seconds).
    private var outstanding: (request: ViewTickRequest, since: Double)?

    /// Starts the host of `compiled`; `echo`: what the view prints is shown on stderr.
    init(compiled: CompiledView, toolchain: BehaviorToolchain, callTimeout: Double = HostedScrollTargetBehavior.defaultCallTimeout * 5,
         startupTimeout: Double = 15, echo: Bool = true) throws(BehaviorFileError) {
        self.compiled = compiled
        self.callTimeout = callTimeout
        output = BehaviorOutput(label: compiled.files[0], echo: echo)
        do throws(BehaviorHostConnection.Failure) {
            let connection = try BehaviorHostConnection(
                library: compiled.libraryPath, toolchain: toolchain, output: output, startupTimeout: startupTimeout)
            self.connection = connection
            try Self.greet(connection, timeout: startupTimeout)
        } catch {
            connection?.terminate()
            connection = nil
            throw HostedScrollTargetBehavior.error(for: error, file: compiled.files[0], typeName: "the view \(compiled.label)", starting: true)
        }
    }

    /// Exchanges `ViewHostProtocol` versions with a new host: one that
    /// speaks another (or whose view library does) fails with the
    /// `ViewHostProtocolMismatch` it names.
    private static func greet(_ connection: BehaviorHostConnection, timeout: Double) throws(BehaviorHostConnection.Failure) {
        let hello = try payload(connection.exchange(frame: ViewHostProtocol.helloFrame(), timeout: timeout), kind: .hello)
        do {
            try ViewHostProtocol.check(peer: ViewHostProtocol.version(hello: hello), peerName: "the view host")
        } catch let mismatch as ViewHostProtocolMismatch {
            throw .badAnswer(mismatch.description)
        } catch {
            throw .badAnswer("an unreadable hello: \(error)")
        }
    }

    deinit {
        connection?.terminate()
    }

    /// What went wrong, or nil while the view works.
    package var failure: BehaviorFileError? { lock.withLock { storedFailure } }

    /// Layouts the host computed so far (repeats answered from the kept one excluded).
    private var layoutCount: Int { lock.withLock { storedLayoutCount } }

    /// The layout for `request`, or nil once the host has failed.
    package func layout(_ request: ViewLayoutRequest) -> HostedViewLayout? {
        lock.lock()
        defer { lock.unlock() }
        if let layout = ticked[request] ?? kept[request] { return layout }
        // The host is busy with a tick: the last good picture meanwhile.
        if outstanding != nil { return newestLayout }
        guard storedFailure == nil, let connection else { return nil }
        do throws(BehaviorHostConnection.Failure) {
            let data = try Self.payload(connection.exchange(frame: request.frame, timeout: callTimeout), kind: .layout)
            let layout: HostedViewLayout
            do throws(DisplayListDecodingError) {
                layout = try HostedViewLayout(decoding: data)
            } catch {
                throw BehaviorHostConnection.Failure.badAnswer("an unreadable layout: \(error)")
            }
            storedLayoutCount += 1
            if kept.count >= Self.keptLayouts { kept.removeAll(keepingCapacity: true) }
            kept[request] = layout
            return layout
        } catch {
            fail(error, what: "the view \(compiled.label)")
            return nil
        }
    }

    /// The outermost scroll view as the newest tick laid it out, nil before any tick.
    var tickedScroll: HostedScrollView? { lock.withLock { newestScroll } }

    /// Runs one engine tick of a lane in the host (its time, scroll states
    /// and tap; see `ViewTickRequest`): the view's reactions, the scrolls it
    /// asks for, and its layout, which drawing at the tick's offset then
    /// shows. Nil once the host has failed.
    package func tick(_ request: ViewTickRequest) -> HostedViewTick? {
        answer(request)?.tick
    }

    /// `tick(_:)` with the answer's bytes and the view's next scheduled time.
    package func answer(_ request: ViewTickRequest) -> ViewTickAnswer? {
        if case let .answered(answer) = answer(request, within: nil) { return answer }
        return nil
    }

    /// What `answer(_:within:)` got.
    package enum Outcome {
        case answered(ViewTickAnswer)
        /// No answer yet: ask again with the same request (it is not sent twice).
        case waiting
        /// The host failed (now or before): `failure` says why.
        case failed
    }

    /// Since when (monotonic seconds) the host has been working on a tick
    /// request whose answer has not come, nil when it is not.
    var waitingSince: Double? { lock.withLock { outstanding?.since } }

    /// `answer(_:)` that waits at most `budget` seconds (nil: until the
    /// call's limit) and then says `.waiting`, leaving the request with the
    /// host: the window's frame goes on, and the next call with the same
    /// request waits for the same answer. The call's limit (`callTimeout`)
    /// counts from the request's sending, so a host that hangs fails then,
    /// as it would blocking.
    package func answer(_ request: ViewTickRequest, within budget: Double?) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        guard storedFailure == nil, let connection else { return .failed }
        do throws(BehaviorHostConnection.Failure) {
            let now = SandboxedProcess.monotonicNow()
            // A request still with the host is this one again (the caller asks again with it).
            if outstanding == nil {
                try connection.post(frame: request.frame)
                outstanding = (request, now)
            }
            let deadline = outstanding!.since + callTimeout
            let until = budget.map { min(deadline, now + $0) } ?? deadline
            guard let frame = try connection.receiveFrame(until: until, deadline: deadline, timeout: callTimeout) else { return .waiting }
            outstanding = nil
            let answer = try Self.payload(frame, kind: .tick)
            let reply: ViewTickReply
            let tick: HostedViewTick
            do throws(DisplayListDecodingError) {
                reply = try ViewTickReply(decoding: answer)
                tick = try reply.decodedTick()
            } catch {
                throw BehaviorHostConnection.Failure.badAnswer("an unreadable tick: \(error)")
            }
            let drawing = request.drawingRequest
            if ticked.updateValue(tick.layout, forKey: drawing) == nil { tickedOrder.append(drawing) }
            if tickedOrder.count > Self.keptTicks {
                ticked[tickedOrder.removeFirst()] = nil
            }
            newestScroll = tick.layout.scrollViews.first
            newestLayout = tick.layout
            return .answered(ViewTickAnswer(tick: tick, bytes: reply.tickBytes, nextTime: reply.nextTime))
        } catch {
            outstanding = nil
            fail(error, what: "the view \(compiled.label)")
            return .failed
        }
    }

    /// Asks the outermost scroll view's own (custom) behavior for a target;
    /// leaves `target` as it is once the host has failed.
    package func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        // Before the lock: the context's targets are this view's layout, read through `layout(_:)`.
        let request = BehaviorHostMessage.request(target: target, context: context)
        lock.lock()
        defer { lock.unlock() }
        guard storedFailure == nil, outstanding == nil, let connection else { return }
        do throws(BehaviorHostConnection.Failure) {
            let line = try connection.exchange(request, timeout: callTimeout)
            switch BehaviorHostMessage.parseAnswer(line) {
            case let .success(answer): target = answer
            case let .failure(failure): throw failure
            }
        } catch {
            fail(error, what: "the view's scrollTargetBehavior")
        }
    }

    /// The payload of an answer frame of `kind`; an error frame throws its message.
    private static func payload(_ answer: (kind: UInt8, payload: [UInt8]), kind: ViewHostFrame.Kind) throws(BehaviorHostConnection.Failure) -> [UInt8] {
        guard answer.kind == kind.rawValue else {
            throw .badAnswer(answer.kind == ViewHostFrame.Kind.error.rawValue ? String(decoding: answer.payload, as: UTF8.self) : "an answer of kind \(answer.kind)")
        }
        return answer.payload
    }

    /// Stops the host.
    package func stop() {
        lock.withLock {
            connection?.terminate()
            connection = nil
        }
    }

    private func fail(_ failure: BehaviorHostConnection.Failure, what: String) {
        connection?.terminate()
        connection = nil
        storedFailure = HostedScrollTargetBehavior.error(for: failure, file: compiled.files[0], what: what)
    }
}
