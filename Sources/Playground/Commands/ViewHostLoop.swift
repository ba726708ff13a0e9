import Foundation
import BehaviorHost
import PlaygroundMedia
import ScrollKitCore

/// The view host's side of the channel (inside `playground behavior-host`
/// when the library is a compiled view set): after `{"ready": true}`, each
/// request line is answered with one line.
///
/// - `layout W H TOP LEADING BOTTOM TRAILING DARK X Y` (numbers in Swift's
///   round-trip form; `ScrollKitUIViewHost`'s request) →
///   `{"layout": "BASE64"}`, the `HostedViewLayout` bytes;
/// - `tick N1 N2 …` (`ViewTickRequest`: the engine time, the lane, a tap
///   and every scroll view's state; `ScrollKitUIViewHost.tick`) →
///   `{"tick": "BASE64"}`, the `HostedViewTick` bytes, with `"next": T`
///   when the library answers it (`ViewSourceSet.nextTimeSymbol`) and the
///   lane's view has work scheduled: the engine time T (seconds) at which
///   it next changes by itself (`ViewTickAnswer.nextTime`);
/// - any other line is a probe line for the outermost scroll view's own
///   behavior, answered as a behavior file's host answers
///   (`BehaviorHostCommand.answer`).
enum ViewHostLoop {
    typealias Layout = @convention(c) (UnsafePointer<Double>, UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?
    typealias Tick = @convention(c) (UnsafePointer<Double>, Int, UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?
    typealias NextTime = @convention(c) (Int) -> Double


    static func serve(
        layout symbol: UnsafeMutableRawPointer, tick tickSymbol: UnsafeMutableRawPointer?, behavior: UnsafeMutableRawPointer?,
        channel: inout BehaviorHostCommand.ChannelLines, nextTime nextTimeSymbol: UnsafeMutableRawPointer? = nil
    ) {
        let nextTime = nextTimeSymbol.map { unsafeBitCast($0, to: NextTime.self) }
        let layout = unsafeBitCast(symbol, to: Layout.self)
        let tick = tickSymbol.map { unsafeBitCast($0, to: Tick.self) }
        let entry = behavior.map { unsafeBitCast($0, to: BehaviorHostCommand.Entry.self) }
        channel.send("{\"ready\": true}")
        var lineNumber = 0
        while let line = channel.next() {
            lineNumber += 1
            if line.hasPrefix("tick ") {
                let slots = line.dropFirst(5).split(separator: " ").compactMap { Double($0) }
                guard let tick, slots.count >= ViewTickRequest.baseSlotCount else {
                    channel.send("{\"error\": \"line \(lineNumber): a tick request has at least \(ViewTickRequest.baseSlotCount) numbers\"}")
                    continue
                }
                var count = 0
                let buffer = slots.withUnsafeBufferPointer { tick($0.baseAddress!, $0.count, &count) }
                var line = answer(buffer, count: count, key: "tick", lineNumber: lineNumber)
                if let nextTime, buffer != nil {
                    let next = nextTime(Int(slots[10]))
                    if next.isFinite { line = String(line.dropLast()) + ", \"next\": \(next)}" }
                }
                channel.send(line)
                continue
            }
            guard line.hasPrefix("layout ") else {
                guard let entry else {
                    channel.send("{\"error\": \"line \(lineNumber): this view set has no behavior entry point\"}")
                    continue
                }
                channel.send(BehaviorHostCommand.answer(line, lineNumber: lineNumber, entry: entry))
                continue
            }
            let slots = line.dropFirst(7).split(separator: " ").compactMap { Double($0) }
            guard slots.count == ViewLayoutRequest.slotCount else {
                channel.send("{\"error\": \"line \(lineNumber): a layout request has \(ViewLayoutRequest.slotCount) numbers\"}")
                continue
            }
            var count = 0
            let buffer = slots.withUnsafeBufferPointer { layout($0.baseAddress!, &count) }
            channel.send(answer(buffer, count: count, key: "layout", lineNumber: lineNumber))
        }
    }

    /// The answer line for `count` bytes at `buffer` (freed here) under `key`.
    private static func answer(_ buffer: UnsafeMutableRawPointer?, count: Int, key: String, lineNumber: Int) -> String {
        fflush(nil)  // what the view printed comes before the answer
        guard let buffer else { return "{\"error\": \"line \(lineNumber): no \(key) (out of memory, or a short request)\"}" }
        let data = Data(bytes: buffer, count: count)
        free(buffer)
        return "{\"\(key)\": \"\(data.base64EncodedString())\"}"
    }
}
