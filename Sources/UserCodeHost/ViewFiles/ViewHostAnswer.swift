import Foundation
import ScrollKitCore

/// The bytes a view host's answer line carries: `{"KEY": "BASE64"}`
/// (`ViewHostLoop`), read every frame. The line the loop writes is taken
/// apart directly (prefix, base64, suffix: no JSON value built for a
/// string of kilobytes); any other line, an error answer included, goes
/// through the JSON parser and fails as it always did.
enum ViewHostAnswer {
    /// The decoded payload under `key`, or the failure the line describes.
    static func payload(_ line: String, key: String) throws(BehaviorHostConnection.Failure) -> [UInt8] {
        try read(line, key: key).bytes
    }

    /// The decoded payload under `key` and the answer's `"next"` (the engine
    /// time, seconds, at which the view next changes by itself; nil: none),
    /// or the failure the line describes.
    static func read(_ line: String, key: String) throws(BehaviorHostConnection.Failure) -> (bytes: [UInt8], next: Double?) {
        if let direct = direct(line, key: key) { return direct }
        guard let value = try? JSONParser.parse(line) else { throw BehaviorHostConnection.Failure.badAnswer(line) }
        if let message = value["error"]?.string { throw BehaviorHostConnection.Failure.badAnswer(message) }
        guard let text = value[key]?.string, let data = Data(base64Encoded: text) else {
            throw BehaviorHostConnection.Failure.badAnswer(String(line.prefix(200)))
        }
        return ([UInt8](data), value["next"]?.number)
    }

    /// The payload and `"next"` of a line that is exactly `{"KEY": "BASE64"}`
    /// or `{"KEY": "BASE64", "next": T}` with valid base64, nil for any other line.
    static func direct(_ line: String, key: String) -> (bytes: [UInt8], next: Double?)? {
        let head = Array("{\"\(key)\": \"".utf8)
        let nextField = Array("\", \"next\": ".utf8)
        var line = line
        return line.withUTF8 { bytes -> (bytes: [UInt8], next: Double?)? in
            guard bytes.count >= head.count + 2, bytes.starts(with: head), bytes.last == UInt8(ascii: "}") else { return nil }
            let rest = UnsafeBufferPointer(rebasing: bytes[head.count..<(bytes.count - 1)])
            // Base64's alphabet has no quote or backslash: the body runs to the first quote.
            guard let quote = rest.firstIndex(of: UInt8(ascii: "\"")), !rest[..<quote].contains(UInt8(ascii: "\\")) else { return nil }
            let body = UnsafeBufferPointer(rebasing: rest[..<quote])
            let after = rest[quote...]
            var next: Double?
            if after.count == 1 {
                next = nil
            } else if after.starts(with: nextField), let value = Double(String(decoding: after.dropFirst(nextField.count), as: UTF8.self)) {
                next = value
            } else {
                return nil
            }
            return Data(base64Encoded: Data(body)).map { ([UInt8]($0), next) }
        }
    }
}
