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
/// - any other line is a probe line for the outermost scroll view's own
///   behavior, answered as a behavior file's host answers
///   (`BehaviorHostCommand.answer`).
enum ViewHostLoop {
    typealias Layout = @convention(c) (UnsafePointer<Double>, UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?


    static func serve(layout symbol: UnsafeMutableRawPointer, behavior: UnsafeMutableRawPointer?, channel: inout BehaviorHostCommand.ChannelLines) {
        let layout = unsafeBitCast(symbol, to: Layout.self)
        let entry = behavior.map { unsafeBitCast($0, to: BehaviorHostCommand.Entry.self) }
        channel.send("{\"ready\": true}")
        var lineNumber = 0
        while let line = channel.next() {
            lineNumber += 1
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
            fflush(nil)  // what the view printed comes before the answer
            guard let buffer else {
                channel.send("{\"error\": \"line \(lineNumber): out of memory for the layout\"}")
                continue
            }
            let data = Data(bytes: buffer, count: count)
            free(buffer)
            channel.send("{\"layout\": \"\(data.base64EncodedString())\"}")
        }
    }
}
