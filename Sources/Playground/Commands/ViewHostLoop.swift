import Foundation
import BehaviorHost
import PlaygroundMedia
import ScrollKitCore

/// The view host's side of the channel (inside `playground behavior-host`
/// when the library is a compiled view set): after `{"ready": true}`, each
/// request is answered with one message.
///
/// The playground's per-frame requests are `ViewHostFrame`s, answered with
/// frames (one read and one write each, the bytes as they are):
/// - kind `L`, the nine layout slots (`ViewLayoutRequest`;
///   `ScrollKitUIViewHost`'s request) → kind `L`, the `HostedViewLayout` bytes;
/// - kind `T`, the tick slots (`ViewTickRequest`: the engine time, the lane,
///   a tap and every scroll view's state; `ScrollKitUIViewHost.tick`) →
///   kind `T`: the engine time at which the lane's view next changes by
///   itself, when the library answers it (`ViewSourceSet.nextTimeSymbol`)
///   and the view has work scheduled (NaN otherwise:
///   `ViewTickAnswer.nextTime`), then the `HostedViewTick` bytes;
/// - a bad request → kind `E`, the message.
///
/// The same requests as text lines are answered as lines:
/// - `layout W H TOP LEADING BOTTOM TRAILING DARK X Y` (numbers in Swift's
///   round-trip form) → `{"layout": "BASE64"}`;
/// - `tick N1 N2 …` → `{"tick": "BASE64"}`, with `"next": T` when there is one;
/// - any other line is a probe line for the outermost scroll view's own
///   behavior, answered as a behavior file's host answers
///   (`BehaviorHostCommand.answer`).
enum ViewHostLoop {
    typealias Layout = @convention(c) (UnsafePointer<Double>, UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?
    typealias Tick = @convention(c) (UnsafePointer<Double>, Int, UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?
    typealias NextTime = @convention(c) (Int) -> Double

    /// What a request gave: the answer's bytes (`malloc`ed, freed by `Answer`'s user) or why none.
    enum Answer {
        case bytes(UnsafeMutableRawPointer, count: Int, next: Double)
        case failure(String)
    }

    static func serve(
        layout symbol: UnsafeMutableRawPointer, tick tickSymbol: UnsafeMutableRawPointer?, behavior: UnsafeMutableRawPointer?,
        channel: inout BehaviorHostCommand.ChannelLines, nextTime nextTimeSymbol: UnsafeMutableRawPointer? = nil
    ) {
        let nextTime = nextTimeSymbol.map { unsafeBitCast($0, to: NextTime.self) }
        let layout = unsafeBitCast(symbol, to: Layout.self)
        let tick = tickSymbol.map { unsafeBitCast($0, to: Tick.self) }
        let entry = behavior.map { unsafeBitCast($0, to: BehaviorHostCommand.Entry.self) }

        /// Runs a tick or a layout request's slots.
        func run(isTick: Bool, _ slots: [Double], request number: Int, what: String) -> Answer {
            var count = 0
            if isTick {
                guard let tick, slots.count >= ViewTickRequest.baseSlotCount else {
                    return .failure("\(what) \(number): a tick request has at least \(ViewTickRequest.baseSlotCount) numbers")
                }
                let buffer = slots.withUnsafeBufferPointer { tick($0.baseAddress!, $0.count, &count) }
                fflush(nil)  // what the view printed comes before the answer
                guard let buffer else { return .failure("\(what) \(number): no tick (out of memory, or a short request)") }
                return .bytes(buffer, count: count, next: nextTime?(Int(slots[10])) ?? .nan)
            }
            guard slots.count == ViewLayoutRequest.slotCount else {
                return .failure("\(what) \(number): a layout request has \(ViewLayoutRequest.slotCount) numbers")
            }
            let buffer = slots.withUnsafeBufferPointer { layout($0.baseAddress!, &count) }
            fflush(nil)
            guard let buffer else { return .failure("\(what) \(number): no layout (out of memory, or a short request)") }
            return .bytes(buffer, count: count, next: .nan)
        }

        channel.send("{\"ready\": true}")
        var number = 0
        while let message = channel.nextMessage() {
            number += 1
            switch message {
            case let .frame(kind, slots):
                guard kind == ViewHostFrame.tick || kind == ViewHostFrame.layout else {
                    channel.send(bytes: errorFrame("request \(number): unknown request kind \(kind)"))
                    continue
                }
                let isTick = kind == ViewHostFrame.tick
                switch run(isTick: isTick, slots, request: number, what: "request") {
                case let .failure(message):
                    channel.send(bytes: errorFrame(message))
                case let .bytes(buffer, count, next):
                    let extra = isTick ? 8 : 0
                    channel.send(bytes: ViewHostFrame.make(kind: kind, payloadCount: extra + count) { payload in
                        if isTick { payload.storeBytes(of: next.bitPattern.littleEndian, as: UInt64.self) }
                        payload.baseAddress!.advanced(by: extra).copyMemory(from: buffer, byteCount: count)
                    })
                    free(buffer)
                }
            case let .line(line):
                let isTick = line.hasPrefix("tick ")
                guard isTick || line.hasPrefix("layout ") else {
                    guard let entry else {
                        channel.send("{\"error\": \"line \(number): this view set has no behavior entry point\"}")
                        continue
                    }
                    channel.send(BehaviorHostCommand.answer(line, lineNumber: number, entry: entry))
                    continue
                }
                let slots = line.dropFirst(isTick ? 5 : 7).split(separator: " ").compactMap { Double($0) }
                switch run(isTick: isTick, slots, request: number, what: "line") {
                case let .failure(message):
                    channel.send("{\"error\": \"\(message)\"}")
                case let .bytes(buffer, count, next):
                    let data = Data(bytes: buffer, count: count)
                    free(buffer)
                    let key = isTick ? "tick" : "layout"
                    channel.send("{\"\(key)\": \"\(data.base64EncodedString())\"" + (next.isFinite ? ", \"next\": \(next)}" : "}"))
                }
            }
        }
    }

    /// An error frame saying `message`.
    private static func errorFrame(_ message: String) -> [UInt8] {
        let utf8 = Array(message.utf8)
        return ViewHostFrame.make(kind: ViewHostFrame.error, payloadCount: utf8.count) { payload in
            utf8.withUnsafeBytes { payload.copyMemory(from: $0) }
        }
    }
}
